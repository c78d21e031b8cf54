import type { ListSpec } from '../../domain/list-spec';
import { auditEntryListSpec } from '../../domain/schemas/audit-entry';
import { complaintListSpec } from '../../domain/schemas/complaint';
import { logListSpec } from '../../domain/schemas/log';
import { outboxListSpec } from '../../domain/schemas/outbox';
import { planListSpec } from '../../domain/schemas/plan';
import { tacListSpec } from '../../domain/schemas/tac';
import { userListSpec } from '../../domain/schemas/user';
import type { AdminScreen, AdminScreenKey } from './screens';
import { STAFF_PAGE_SIZE, tableQuery } from '../providers/table-address';

/**
 * The list each list screen shows first (the spec its grid is given). Here, not in the registry: the public shell
 * imports the registry, and these specs live beside the entities' zod schemas.
 */
const SCREEN_LISTS: Partial<Record<AdminScreenKey, ListSpec>> = {
  complaints: complaintListSpec,
  planManagement: planListSpec,
  tacManagement: tacListSpec,
  users: userListSpec,
  audit: auditEntryListSpec,
  logs: logListSpec,
  outbox: outboxListSpec,
};

/**
 * Where the menu and the palette lead to a screen: its path, and for a list its first page and default sort, which
 * the list would otherwise write into the address as it mounts, rendering the whole screen a second time.
 */
export function screenAddress(screen: AdminScreen): string {
  const list = SCREEN_LISTS[screen.key];
  return list ? `${screen.path}${tableQuery({ pageSize: STAFF_PAGE_SIZE, sorters: list.defaultSort })}` : screen.path;
}
