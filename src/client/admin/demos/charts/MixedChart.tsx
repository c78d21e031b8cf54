import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { ChartsDataProvider } from '@mui/x-charts/ChartsDataProvider';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { useTranslation } from 'react-i18next';
import { ChartFrame } from './ChartFrame';
import { useComplaintFigures } from './use-chart-data';

/** Complaints received per month (bars, left axis) and their running total (line, right axis) over twelve months. */
export function MixedChart() {
  const { t, i18n } = useTranslation('demos');
  const state = useComplaintFigures();
  const { months, perMonth, cumulative } = state.data;
  const monthLabel = (month: string) => new Date(`${month}-15T12:00:00Z`).toLocaleDateString(i18n.language, { month: 'short', year: '2-digit' });
  const labels = months.map(monthLabel);
  return (
    <ChartFrame
      title={t('charts.mixed.title')}
      description={t('charts.mixed.description')}
      state={state}
      empty={months.length === 0}
      table={{
        columns: [t('charts.mixed.month'), t('charts.mixed.perMonth'), t('charts.mixed.cumulative')],
        rows: months.map((month, index) => [monthLabel(month), perMonth[index] ?? 0, cumulative[index] ?? 0]),
      }}
    >
      <ChartsDataProvider
        height={320}
        enableKeyboardNavigation
        xAxis={[{ id: 'months', scaleType: 'band', data: labels, height: 30 }]}
        yAxis={[
          { id: 'count', tickMinStep: 1, width: 64 },
          { id: 'total', position: 'right', tickMinStep: 1, width: 64 },
        ]}
        series={[
          { type: 'bar', data: perMonth, label: t('charts.mixed.perMonth'), yAxisId: 'count' },
          { type: 'line', data: cumulative, label: t('charts.mixed.cumulative'), yAxisId: 'total', showMark: true },
        ]}
      >
        <ChartsLegend sx={{ justifyContent: 'center', mb: 1 }} />
        <ChartsSurface>
          <BarPlot />
          <LinePlot />
          <MarkPlot />
          <ChartsXAxis axisId="months" />
          <ChartsYAxis axisId="count" label={t('charts.mixed.perMonth')} />
          <ChartsYAxis axisId="total" label={t('charts.mixed.cumulative')} />
          <ChartsAxisHighlight x="band" />
        </ChartsSurface>
        <ChartsTooltip />
      </ChartsDataProvider>
    </ChartFrame>
  );
}
