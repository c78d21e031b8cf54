import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { visuallyHidden } from '@mui/utils';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface DataTable {
  columns: string[];
  rows: (string | number)[][];
}

interface ChartFigureProps {
  title: string;
  description: string;
  /** The chart's numbers, read by screen readers instead of the drawing. */
  table: DataTable;
  children: ReactNode;
}

/** A chart on its card: a titled, described figure; the drawing is hidden from assistive technology, a table carries the data. */
export function ChartFigure({ title, description, table, children }: ChartFigureProps) {
  const { t } = useTranslation('dashboard');
  const titleId = useId();
  const descriptionId = useId();
  const empty = table.rows.length === 0;
  return (
    <Paper
      component="figure"
      variant="outlined"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      sx={{ m: 0, p: { xs: 1.5, sm: 2 }, height: '100%', display: 'flex', flexDirection: 'column', minWidth: 0 }}
    >
      <Typography id={titleId} component="h2" variant="h6">
        {title}
      </Typography>
      <Typography id={descriptionId} variant="body2" color="text.secondary">
        {description}
      </Typography>
      {empty ? (
        <Typography sx={{ py: 6, textAlign: 'center' }} color="text.secondary">
          {t('empty')}
        </Typography>
      ) : (
        <>
          <Box aria-hidden sx={{ flex: 1, minHeight: 280 }}>
            {children}
          </Box>
          <Box component="table" sx={visuallyHidden}>
            <caption>{t('table.caption', { title })}</caption>
            <thead>
              <tr>
                {table.columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row) => (
                <tr key={String(row[0])}>
                  {row.map((cell, i) =>
                    i === 0 ? (
                      <th key={i} scope="row">
                        {cell}
                      </th>
                    ) : (
                      <td key={i}>{cell}</td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </Box>
        </>
      )}
    </Paper>
  );
}
