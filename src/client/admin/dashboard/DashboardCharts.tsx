import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslation } from 'react-i18next';
import type { Dashboard } from '../../../domain/schemas/dashboard';
import { ChartFigure } from './ChartFigure';
import { formatMonth } from './dashboard-format';

const HEIGHT = 280;
const MARGIN = { left: 0, right: 16, top: 12, bottom: 0 };
/** Counts: whole-number ticks from zero, with a little room above the highest bar. */
const COUNT_AXIS = [{ tickMinStep: 1, domainLimit: (_min: number, max: number) => ({ min: 0, max: Math.max(1, Math.ceil(max * 1.1)) }) }];

type Complaints = NonNullable<Dashboard['complaints']>;
type Preanalyses = NonNullable<Dashboard['preanalyses']>;

type PaletteKey = 'primary' | 'secondary' | 'info';

interface CountChartProps {
  /** Key of the chart's texts under charts.<chart> (title, description). */
  chart: string;
  /** Header of the category column in the accessible table. */
  categoryLabel: string;
  rows: readonly { category: string; count: number }[];
  colour: PaletteKey;
}

/** One series of counts per category, as bars, with its figure title, description and data table. */
function CountChart({ chart, categoryLabel, rows, colour }: CountChartProps) {
  const { t } = useTranslation('dashboard');
  const theme = useTheme();
  return (
    <ChartFigure
      title={t(`charts.${chart}.title`)}
      description={t(`charts.${chart}.description`)}
      table={{ columns: [categoryLabel, t('table.count')], rows: rows.map((r) => [r.category, r.count]) }}
    >
      <BarChart
        height={HEIGHT}
        margin={MARGIN}
        dataset={rows.map((r) => ({ ...r }))}
        xAxis={[{ scaleType: 'band', dataKey: 'category' }]}
        yAxis={COUNT_AXIS}
        series={[{ dataKey: 'count', label: t('table.count'), color: theme.palette[colour].main }]}
        hideLegend
      />
    </ChartFigure>
  );
}

export function ComplaintsByRegional({ data }: { data: Complaints['by_regional'] }) {
  const { t } = useTranslation('dashboard');
  const rows = data.map((r) => ({ category: r.regional, count: r.count }));
  return <CountChart chart="complaintsByRegional" categoryLabel={t('table.regional')} rows={rows} colour="primary" />;
}

export function ComplaintsByMonth({ data }: { data: Complaints['by_month'] }) {
  const { t, i18n } = useTranslation('dashboard');
  const rows = data.map((m) => ({ category: formatMonth(m.month, i18n.language), count: m.count }));
  return <CountChart chart="complaintsByMonth" categoryLabel={t('table.month')} rows={rows} colour="secondary" />;
}

export function PreanalysesByMonth({ data }: { data: Preanalyses }) {
  const { t, i18n } = useTranslation('dashboard');
  const theme = useTheme();
  const rows = data.by_month.map((m) => ({ ...m, month: formatMonth(m.month, i18n.language) }));
  const notRequired = t('outcome.not_required');
  const caseRequired = t('outcome.case_required');
  return (
    <ChartFigure
      title={t('charts.preanalysesByMonth.title', { context: data.scope })}
      description={t('charts.preanalysesByMonth.description')}
      table={{ columns: [t('table.month'), notRequired, caseRequired], rows: rows.map((r) => [r.month, r.not_required, r.case_required]) }}
    >
      <BarChart
        height={HEIGHT}
        margin={MARGIN}
        dataset={rows}
        xAxis={[{ scaleType: 'band', dataKey: 'month' }]}
        yAxis={COUNT_AXIS}
        series={[
          { dataKey: 'not_required', stack: 'outcome', label: notRequired, color: theme.palette.success.main },
          { dataKey: 'case_required', stack: 'outcome', label: caseRequired, color: theme.palette.warning.main },
        ]}
        slotProps={{ legend: { position: { vertical: 'top', horizontal: 'center' } } }}
      />
    </ChartFigure>
  );
}

export function PlansByType({ data }: { data: Dashboard['plans']['by_type'] }) {
  const { t } = useTranslation('dashboard');
  const rows = data.map((r) => ({ category: r.type, count: r.count }));
  return <CountChart chart="plansByType" categoryLabel={t('table.type')} rows={rows} colour="info" />;
}

export function PlansByState({ data }: { data: Dashboard['plans']['by_state'] }) {
  const { t } = useTranslation('dashboard');
  const rows = data.map((r) => ({ category: r.state_code, count: r.count }));
  return <CountChart chart="plansByState" categoryLabel={t('table.state')} rows={rows} colour="primary" />;
}
