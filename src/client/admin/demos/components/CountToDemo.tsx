import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { visuallyHidden } from '@mui/utils';
import { useList } from '@refinedev/core';
import { useRef, useState } from 'react';
// The named hook, not the default export: react-countup is CommonJS (`exports.default`), and the production build's
// interop handed the whole module object to JSX as the component (React error #130 on /components).
import { useCountUp } from 'react-countup';
import { useTranslation } from 'react-i18next';
import { DemoSection } from '../DemoSection';

const RESOURCES = ['plans', 'tacs', 'complaints', 'users'] as const;

/** One figure: the resource's total from the API (a one-row page), counted up unless motion is reduced. */
function Figure({ resource, run }: { resource: (typeof RESOURCES)[number]; run: number }) {
  const { t, i18n } = useTranslation('demos');
  const reduce = useMediaQuery('(prefers-reduced-motion: reduce)');
  const { result, query } = useList({ resource, pagination: { currentPage: 1, pageSize: 1 }, errorNotification: false });
  const total = result.total ?? 0;
  const label = t(`components.countTo.resources.${resource}`);
  const format = (n: number) => n.toLocaleString(i18n.language);
  let figure;
  if (query.isLoading) figure = <Skeleton width={64} />;
  else if (query.isError) figure = '—';
  else if (reduce) figure = format(total);
  else figure = <CountUp key={run} end={total} format={format} />;
  return (
    <Paper variant="outlined" sx={{ p: 2, textAlign: 'center' }}>
      <Typography variant="h4" component="p" color="primary" aria-hidden={!query.isLoading && !reduce && !query.isError}>
        {figure}
      </Typography>
      {!query.isLoading && !query.isError && !reduce && (
        <Box component="span" sx={visuallyHidden}>
          {format(total)}
        </Box>
      )}
      <Typography variant="body2">{query.isError ? t('components.countTo.error', { what: label }) : label}</Typography>
    </Paper>
  );
}

/** The figure counting up from 0 to `end` (a new key replays it). */
function CountUp({ end, format }: { end: number; format: (n: number) => string }) {
  const ref = useRef<HTMLSpanElement>(null) as React.RefObject<HTMLElement>;
  useCountUp({ ref, end, duration: 1.6, formattingFn: format });
  // countup.js writes the text itself: React keeps no children here to collide with.
  return <span ref={ref} />;
}

/** react-countup over real totals from the API. */
export function CountToDemo() {
  const { t } = useTranslation('demos');
  const [run, setRun] = useState(0);
  return (
    <DemoSection title={t('components.countTo.title')} description={t('components.countTo.description')}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } }}>
        {RESOURCES.map((resource) => (
          <Figure key={resource} resource={resource} run={run} />
        ))}
      </Box>
      <Button sx={{ mt: 2 }} onClick={() => setRun((n) => n + 1)}>
        {t('components.countTo.replay')}
      </Button>
    </DemoSection>
  );
}
