import { LineChart } from '@mui/x-charts/LineChart';
import { useTranslation } from 'react-i18next';
import { ChartFrame } from './ChartFrame';
import { usePlanFigures } from './use-chart-data';

/** Plans approved per year (the plan's `date`), from the API. */
export function LineChartDemo() {
  const { t } = useTranslation('demos');
  const state = usePlanFigures();
  const { byYear } = state.data;
  return (
    <ChartFrame
      title={t('charts.line.title')}
      description={t('charts.line.description')}
      state={state}
      empty={byYear.length === 0}
      table={{ columns: [t('charts.line.year'), t('charts.plans')], rows: byYear.map((item) => [String(item.year), item.count]) }}
    >
      <LineChart
        height={300}
        enableKeyboardNavigation
        xAxis={[{ scaleType: 'point', data: byYear.map((item) => String(item.year)), label: t('charts.line.year') }]}
        yAxis={[{ label: t('charts.plans'), tickMinStep: 1 }]}
        series={[{ data: byYear.map((item) => item.count), label: t('charts.plans'), area: true, showMark: true }]}
        hideLegend
      />
    </ChartFrame>
  );
}
