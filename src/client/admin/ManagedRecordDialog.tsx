import { PLAN_KIND } from './plan-management/plan-kind';
import type { ManagedRecord } from '../../domain/schemas/publication';
import { RecordFormDialog } from './publication/RecordFormDialog';
import { TAC_KIND } from './tac-management/tac-kind';

/** The plan or TAC form the palette opens: a new record, or one found by its ICAO code. Its own chunk. */
export function ManagedRecordDialog({ resource, record, onClose }: { resource: 'plans' | 'tacs'; record: ManagedRecord | null; onClose: () => void }) {
  return <RecordFormDialog kind={resource === 'plans' ? PLAN_KIND : TAC_KIND} record={record} onClose={onClose} />;
}
