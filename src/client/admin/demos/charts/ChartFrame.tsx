import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DemoSection } from '../DemoSection';
import type { ChartState } from './use-chart-data';

interface ChartTable {
  columns: string[];
  rows: (string | number)[][];
}

interface ChartFrameProps {
  title: string;
  description: string;
  state: Omit<ChartState<unknown>, 'data'>;
  empty: boolean;
  table: ChartTable;
  children: ReactNode;
}

/**
 * A chart's section: loading, error (with retry) and empty states, the chart as a labelled figure, and a switch that
 * shows the same figures as a table (for screen readers and keyboard users).
 */
export function ChartFrame({ title, description, state, empty, table, children }: ChartFrameProps) {
  const { t } = useTranslation('demos');
  const [asTable, setAsTable] = useState(false);
  const captionId = useId();
  let body: ReactNode;
  if (state.loading) body = <Skeleton variant="rounded" height={300} aria-label={t('charts.loading')} />;
  else if (state.error) {
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={state.retry}>
            {t('charts.retry')}
          </Button>
        }
      >
        {t('charts.error')}
      </Alert>
    );
  } else if (empty) body = <Typography color="text.secondary">{t('charts.empty')}</Typography>;
  else if (asTable) {
    body = (
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-labelledby={captionId}>
          <TableHead>
            <TableRow>
              {table.columns.map((c) => (
                <TableCell key={c}>{c}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {table.rows.map((row) => (
              <TableRow key={String(row[0])}>
                {row.map((cell, index) => (
                  <TableCell key={table.columns[index]} align={typeof cell === 'number' ? 'right' : 'left'}>
                    {cell}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    );
  } else {
    body = (
      <Box role="figure" aria-labelledby={captionId} sx={{ width: '100%', minWidth: 0 }}>
        {children}
      </Box>
    );
  }
  return (
    <DemoSection title={title}>
      <Typography id={captionId} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {description}
      </Typography>
      {!state.loading && !state.error && !empty && (
        <FormControlLabel control={<Switch checked={asTable} onChange={(e) => setAsTable(e.target.checked)} />} label={t('charts.showTable')} />
      )}
      {state.partial && (
        <Typography variant="body2" color="warning.main">
          {t('charts.partial')}
        </Typography>
      )}
      {body}
    </DemoSection>
  );
}
