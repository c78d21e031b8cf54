import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from './Page';

const PARAGRAPHS = ['p1', 'p2', 'p3'] as const;

interface InfoPageProps {
  /** The page's key in the `pages` namespace: `<id>.title`, `<id>.p1` … `<id>.p3`. */
  id: string;
  /** Content shown before the paragraphs (a page's main tool, e.g. the pre-analysis lookup). */
  lead?: ReactNode;
  children?: ReactNode;
}

/** An informative page: title, an optional lead, up to three paragraphs from the `pages` namespace, then any extra content. */
export function InfoPage({ id, lead, children }: InfoPageProps) {
  const { t, i18n } = useTranslation('pages');
  return (
    <Page title={t(`${id}.title`)}>
      {lead}
      {PARAGRAPHS.filter((p) => i18n.exists(`${id}.${p}`, { ns: 'pages' })).map((p) => (
        <Typography key={p} sx={{ mb: 2, fontSize: '1.0625rem', lineHeight: 1.7 }}>
          {t(`${id}.${p}`)}
        </Typography>
      ))}
      {children}
    </Page>
  );
}
