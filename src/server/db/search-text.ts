import {
  ColumnNode,
  ColumnUpdateNode,
  InsertQueryNode,
  OnConflictNode,
  PrimitiveValueListNode,
  ReferenceNode,
  TableNode,
  ValueListNode,
  ValueNode,
  ValuesNode,
  type KyselyPlugin,
  type OperationNode,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';
import { searchTextOf } from '../../domain/search-text';
import { adminPageListSpec } from '../../domain/schemas/admin-page';
import { aerodromeListSpec } from '../../domain/schemas/aerodrome';
import { auditEntryListSpec } from '../../domain/schemas/audit-entry';
import { complaintListSpec } from '../../domain/schemas/complaint';
import { contactMessageListSpec } from '../../domain/schemas/contact-message';
import { documentListSpec } from '../../domain/schemas/document';
import { faqListSpec } from '../../domain/schemas/faq';
import { legislationListSpec } from '../../domain/schemas/legislation';
import { logListSpec } from '../../domain/schemas/log';
import { municipalityListSpec } from '../../domain/schemas/municipality';
import { outboxListSpec } from '../../domain/schemas/outbox';
import { pageListSpec } from '../../domain/schemas/page';
import { planListSpec } from '../../domain/schemas/plan';
import { roadmapListSpec } from '../../domain/schemas/roadmap';
import { stateListSpec } from '../../domain/schemas/state';
import { tacListSpec } from '../../domain/schemas/tac';
import { userListSpec } from '../../domain/schemas/user';

/** The column that holds a row's folded searchable fields (domain/search-text.ts), searched by `q`. */
export const SEARCH_COLUMN = 'search_text';

/** Every table a list searches with `q`, and the fields (its list spec's `searchable`) its search text holds. */
export const SEARCHABLE_TABLES: Readonly<Record<string, readonly string[]>> = {
  plans: planListSpec.searchable,
  tacs: tacListSpec.searchable,
  aerodromes: aerodromeListSpec.searchable,
  states: stateListSpec.searchable,
  municipalities: municipalityListSpec.searchable,
  pages: pageListSpec.searchable,
  documents: documentListSpec.searchable,
  legislation: legislationListSpec.searchable,
  faqs: faqListSpec.searchable,
  contact_messages: contactMessageListSpec.searchable,
  outbox: outboxListSpec.searchable,
  logs: logListSpec.searchable,
  complaints: complaintListSpec.searchable,
  users: userListSpec.searchable,
  admin_pages: adminPageListSpec.searchable,
  roadmap_items: roadmapListSpec.searchable,
  audit_entries: auditEntryListSpec.searchable,
};

/** The search text of a row of `table` (undefined for a table nobody searches). */
export function searchTextFor(table: string, row: Readonly<Record<string, unknown>>): string | undefined {
  const fields = SEARCHABLE_TABLES[table];
  return fields ? searchTextOf(fields, row) : undefined;
}

/**
 * Fills `search_text` on every INSERT into a searchable table, whoever writes it (API, seeds, bulk
 * loaders, log recorder, mailer, tests), and on an upsert's update copies the inserted row's. An
 * UPDATE cannot be filled here (it names only the changed fields): simple-rest's update sets it from
 * the stored row and the changes.
 */
export class SearchTextPlugin implements KyselyPlugin {
  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    if (!InsertQueryNode.is(node) || !node.into || !node.columns || !node.values || !ValuesNode.is(node.values)) return node;
    const fields = SEARCHABLE_TABLES[node.into.table.identifier.name];
    const names = node.columns.map((c) => c.column.name);
    if (!fields || names.includes(SEARCH_COLUMN)) return node;
    const rows = node.values.values.map((item) => {
      const values = PrimitiveValueListNode.is(item) ? item.values : item.values.map(valueOf);
      const row = Object.fromEntries(names.map((name, i) => [name, values[i]]));
      const text = values.some((v) => v === UNKNOWN) ? null : searchTextOf(fields, row);
      return PrimitiveValueListNode.is(item)
        ? PrimitiveValueListNode.create([...item.values, text])
        : ValueListNode.create([...item.values, ValueNode.create(text)]);
    });
    return InsertQueryNode.cloneWith(node, {
      columns: [...node.columns, ColumnNode.create(SEARCH_COLUMN)],
      values: ValuesNode.create(rows),
      onConflict: node.onConflict && withExcludedSearchText(node.onConflict, fields),
    });
  }

  transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return Promise.resolve(result);
  }
}

const UNKNOWN = Symbol('unknown');

function valueOf(node: OperationNode): unknown {
  if (ValueNode.is(node)) return node.value;
  return node.kind === 'DefaultInsertValueNode' ? null : UNKNOWN;
}

/** An upsert that updates a searched field also takes the search text of the row it tried to insert. */
function withExcludedSearchText(onConflict: OnConflictNode, fields: readonly string[]): OnConflictNode {
  const updates = onConflict.updates ?? [];
  const touches = updates.some((u) => ColumnNode.is(u.column) && fields.includes(u.column.column.name));
  if (!touches) return onConflict;
  const excluded = ReferenceNode.create(ColumnNode.create(SEARCH_COLUMN), TableNode.create('excluded'));
  return OnConflictNode.cloneWith(onConflict, { updates: [...updates, ColumnUpdateNode.create(ColumnNode.create(SEARCH_COLUMN), excluded)] });
}
