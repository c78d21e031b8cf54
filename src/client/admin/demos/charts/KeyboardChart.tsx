import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslation } from 'react-i18next';
import { ChartFrame } from './ChartFrame';
import { usePlanFigures } from './use-chart-data';

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
      <BarChart
        height={300}
        enableKeyboardNavigation
        xAxis={[{ scaleType: 'band', data: byType.map((item) => item.type), label: t('charts.keyboard.type') }]}
        yAxis={[{ label: t('charts.plans'), tickMinStep: 1 }]}
        series={[{ data: byType.map((item) => item.count), label: t('charts.plans'), color: undefined }]}
        hideLegend
      />
    </ChartFrame>
  );
}
