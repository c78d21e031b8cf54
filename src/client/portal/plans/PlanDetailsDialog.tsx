import { useTranslation } from 'react-i18next';
import type { Plan } from '../../../domain/schemas/plan';
import { formatDate, RecordDetailsDialog, type DetailItem } from '../../components/list';
import { AerodromeLocation } from '../../components/map';

interface PlanDetailsDialogProps {
  plan: Plan | null;
  onClose: () => void;
}

/** All the fields of one protection zone plan. */
export function PlanDetailsDialog({ plan, onClose }: PlanDetailsDialogProps) {
  const { t, i18n } = useTranslation(['plans', 'list']);
  const language = i18n.resolvedLanguage ?? i18n.language ?? 'pt';
  const label = (field: string) => t(`plans:fields.${field}`);
  const items: DetailItem[] = plan
    ? [
        { field: 'aerodrome_name', label: label('aerodrome_name'), value: plan.aerodrome_name },
        { field: 'icao', label: label('icao'), value: plan.icao },
        { field: 'type', label: label('type'), value: `${plan.type} — ${t(`plans:types.${plan.type}`)}` },
        { field: 'signature_date', label: label('signature_date'), value: formatDate(plan.signature_date, language) },
        { field: 'date', label: label('date'), value: formatDate(plan.date, language) },
        { field: 'ordinance', label: label('ordinance'), value: plan.ordinance },
        { field: 'municipality', label: label('municipality'), value: `${plan.municipality} (${plan.state_code})` },
        { field: 'impacted_municipalities', label: label('impacted_municipalities'), value: plan.impacted_municipalities },
        { field: 'protection_zones', label: label('protection_zones'), value: plan.protection_zones },
        { field: 'sample', label: label('sample'), value: t(plan.sample ? 'list:values.sample' : 'list:values.no') },
      ]
    : [];
  return (
    <RecordDetailsDialog open={plan !== null} title={plan?.aerodrome_name ?? ''} items={items} onClose={onClose}>
      {plan?.aerodrome_id ? <AerodromeLocation aerodromeId={plan.aerodrome_id} /> : null}
    </RecordDetailsDialog>
  );
}
