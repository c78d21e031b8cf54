import Typography from '@mui/material/Typography';
import { BarPlot, FocusedBar } from '@mui/x-charts/BarChart';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { ChartsDataProvider } from '@mui/x-charts/ChartsDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { useFocusedItem } from '@mui/x-charts/hooks';
import { useTranslation } from 'react-i18next';
import { ChartFrame } from './ChartFrame';
import { usePlanFigures } from './use-chart-data';

type Row = { type: string; count: number };

/** Says which bar the keyboard is on (the chart itself only draws a focus ring). */
function FocusedBarStatus({ rows }: { rows: Row[] }) {
  const { t } = useTranslation('demos');
  const focused = useFocusedItem();
  const row = focused && 'dataIndex' in focused && typeof focused.dataIndex === 'number' ? rows[focused.dataIndex] : undefined;
  return (
    <Typography role="status" variant="body2" sx={{ minHeight: '1.5em', mt: 1 }}>
      {row ? t('charts.keyboard.focused', { type: row.type, count: row.count }) : t('charts.keyboard.hint')}
    </Typography>
  );
}

/** Plans per type as bars the keyboard can walk: Tab into the chart, then the arrow keys move from bar to bar. */
export function KeyboardChart() {
  const { t } = useTranslation('demos');
  const state = usePlanFigures();
  const { byType } = state.data;
  return (
    <ChartFrame
      title={t('charts.keyboard.title')}
      description={t('charts.keyboard.description')}
      state={state}
      empty={byType.every((item) => item.count === 0)}
      table={{ columns: [t('charts.keyboard.type'), t('charts.plans')], rows: byType.map((item) => [item.type, item.count]) }}
    >
      <ChartsDataProvider
        height={300}
        enableKeyboardNavigation
        xAxis={[{ id: 'types', scaleType: 'band', data: byType.map((item) => item.type), height: 50 }]}
        yAxis={[{ id: 'plans', tickMinStep: 1, width: 64 }]}
        series={[{ type: 'bar', id: 'plans', data: byType.map((item) => item.count), label: t('charts.plans') }]}
      >
        <ChartsSurface>
          <BarPlot />
          <FocusedBar />
          <ChartsXAxis axisId="types" label={t('charts.keyboard.type')} />
          <ChartsYAxis axisId="plans" label={t('charts.plans')} />
          <ChartsAxisHighlight x="band" />
        </ChartsSurface>
        <ChartsTooltip />
        <FocusedBarStatus rows={byType} />
      </ChartsDataProvider>
    </ChartFrame>
  );
}
