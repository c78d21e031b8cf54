import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Action } from '../../domain/access';
import { recordAudit } from '../audit/record';
import { registerExports } from './export-route';
import { assertCan } from '../plugins/access';
import { HttpProblem, problemSchema } from '../errors/problem';
import { dynamicDb, type DynamicDb } from '../db/dynamic';
import { searchTextFor } from '../db/search-text';
import type { AnyResource } from './definition';
import { listCacheStore } from './list-cache';
import { listTotal } from './list-count';
import { PublicListIndex } from './public-index/index';
import { parseListQuery, type ListQuery, type RawQuery } from './list-query';
import { searchRank, whereOf } from './list-sql';
import { wordMatchFor } from './word-search';
import { toRecord, toRow } from './rows';
import { visibleRows } from './visibility';

type Row = Record<string, unknown>;
const plainJson = () => (data: unknown) => JSON.stringify(data);

/** Registers list, get, create, replace, patch and delete for one resource under /api/<name>. */
export async function simpleRest(parent: FastifyInstance, definition: AnyResource) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  // The engine serves whichever table the definition names: rows are plain records here (db/dynamic.ts).
  const db = dynamicDb(app.db);
  const { table, subject, list: spec } = definition;
  const cache = listCacheStore(db, { maxBytes: app.config.listCacheMaxBytes, maxEntries: app.config.listCacheEntries }).forResource(
    definition.name,
    !definition.uncached,
  );
  const publicIndex = definition.publicIndex
    ? new PublicListIndex(
        db,
        table,
        spec,
        { ...definition.publicIndex, flags: definition.flags ?? [] },
        app.config.listIndexMaxRows,
        app.log,
        Object.keys(definition.record.shape),
        (row) => JSON.stringify(toRecord(definition, row)),
      )
    : null;
  const tags = [definition.name];
  const idParams = z.object({ id: z.string().max(64) });
  const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema };

  const parseId = (raw: string): string | number => {
    if (definition.idKind === 'text') return raw;
    if (!/^\d{1,15}$/.test(raw)) throw new HttpProblem(400, 'not_an_integer', { field: 'id', value: raw });
    return Number(raw);
  };

  const findOne = async (request: FastifyRequest, action: Action, rawId: string): Promise<Row> => {
    assertCan(request, action, subject);
    const id = parseId(rawId);
    // A row the caller may not `action` (a visitor and a draft plan) is as absent as a missing one: 404, not 403.
    const visible = visibleRows(request, definition, action);
    const row: Row | undefined = await db
      .selectFrom(table)
      .selectAll()
      .where((eb) => eb.and([eb('id', '=', id), visible.where(eb)]))
      .executeTakeFirst();
    if (!row) throw new HttpProblem(404, 'not_found', { resource: definition.name, id: rawId });
    assertCan(request, action, subject, row);
    return row;
  };

  /** A page of rows and one more (without it the page ends the list and gives the total without a count). */
  const pageOf = async (query: ListQuery, where: ReturnType<typeof whereOf>, size: number): Promise<Row[]> => {
    let page = db.selectFrom(table).selectAll().where(where);
    const q = query.q;
    if (q && spec.rankSearch) page = page.orderBy((eb) => searchRank(eb, q));
    for (const { field, order } of query.sort) page = page.orderBy(field, order);
    // A stable order for paging; id follows the last sort's direction so a single-column index serves both.
    if (!query.sort.some((s) => s.field === 'id')) page = page.orderBy('id', query.sort.at(-1)?.order ?? 'asc');
    return (await page
      .limit(size + 1)
      .offset(query.start)
      .execute()) as Row[];
  };

  app.get(
    `/${definition.name}`,
    {
      schema: {
        tags,
        summary: `List ${definition.name}`,
        description: `${definition.description} Filters: ${Object.keys(spec.filterable).join(', ')} (with _ne, _gte, _lte, _like); sort: ${spec.sortable.join(', ')}; q searches ${spec.searchable.join(', ')}.`,
        querystring: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
        response: { 200: z.array(definition.record), ...errors },
      },
      serializerCompiler: plainJson,
    },
    async (request, reply) => {
      assertCan(request, 'read', subject);
      const query = parseListQuery(request.query as RawQuery, spec);
      // Answers are cached per set of visible rows: every visitor shares one entry, Interno another.
      const visible = visibleRows(request, definition, 'read');
      const key = cacheKey(query, visible.key);
      const cached = cache.get(key);
      if (cached) return sendList(reply, cached.body, cached);
      const epoch = cache.epoch();
      const size = query.end - query.start;
      const countKey = cacheKey({ ...query, start: 0, end: 0, sort: [] }, visible.key);
      const known = cache.get(countKey);
      const fromIndex = await publicIndex?.answer(query, visible.rule, app.config.listCountBound);
      reply.header('server-timing', `list;desc="${fromIndex ? 'memory' : 'sql'}"`);
      const where = whereOf(query, spec, visible.where, fromIndex ? undefined : await wordMatchFor(db, table, query.q));
      const rows = fromIndex ? null : await pageOf(query, where, size);
      // The count of a filter set serves every page and sort of it: paging through a list counts once.
      const page = { start: query.start, size, rows: fromIndex?.found ?? rows!.length };
      const total = await listTotal(db, table, where, page, app.config.listCountBound, known, fromIndex?.count);
      if (!known) cache.set(countKey, '', total.total, epoch, total.exact);
      const body = fromIndex ? `[${fromIndex.records.join(',')}]` : JSON.stringify(rows!.slice(0, size).map((row) => toRecord(definition, row)));
      cache.set(key, body, total.total, epoch, total.exact);
      return sendList(reply, body, total);
    },
  );

  // Static paths (/plans/export.csv) win over /:id in Fastify's router whatever the order; registered first anyway.
  if (definition.exportColumns) await registerExports(app, definition, definition.exportColumns);

  app.get(
    `/${definition.name}/:id`,
    {
      schema: { tags, summary: `Get one of ${definition.name}`, params: idParams, response: { 200: definition.record, ...errors } },
      serializerCompiler: plainJson,
    },
    async (request) => toRecord(definition, await findOne(request, 'read', request.params.id)),
  );

  const input = definition.input;
  if (!input) return;
  // Refuse before the body is even parsed: a visitor gets 401 and a forbidden role 403, never a 400 hint.
  const guard = (action: Action) => async (request: FastifyRequest) => assertCan(request, action, subject);
  const writeErrors = { ...errors, 409: problemSchema };

  app.post(
    `/${definition.name}`,
    {
      schema: {
        tags,
        summary: `Create one of ${definition.name}`,
        body: input,
        response: { 201: definition.record, ...writeErrors },
        security: [{ bearer: [] }],
      },
      onRequest: guard('create'),
    },
    async (request, reply) => {
      const row = { ...toRow(definition, request.body as Row), ...definition.scope, ...definition.stamp?.(request) };
      assertCan(request, 'create', subject, row);
      const insert = (conn: DynamicDb, values: Row): Promise<Row> => conn.insertInto(table).values(values).returningAll().executeTakeFirstOrThrow();
      const { beforeCreate, validate } = definition;
      // One transaction for the row and its audit entry: a refused or failed create leaves neither.
      const created = await app.db.transaction().execute(async (trx) => {
        const prepared = beforeCreate ? await beforeCreate(trx, row) : row;
        await validate?.(trx, prepared);
        const inserted = await insert(dynamicDb(trx), prepared);
        await recordAudit(trx, request, { ...audited(inserted), action: 'create', before: null, after: inserted });
        return inserted;
      });
      cache.clear();
      await definition.afterCreate?.(app, created, request);
      return reply.code(201).send(toRecord(definition, created));
    },
  );

  /** The trail names a record by the resource's API name (documentation and guide share a table) and its id. */
  const audited = (row: Row) => ({ resource: definition.name, recordId: row.id as string | number });
  const patchBody = withoutDefaults(input).strict();
  const update = async (request: FastifyRequest) => {
    const existing = await findOne(request, 'update', (request.params as { id: string }).id);
    const changes = toRow(definition, (request.body ?? {}) as Row);
    // A PATCH that names no field changes nothing: answer with the record as it is.
    if (Object.keys(changes).length === 0) return toRecord(definition, existing);
    definition.beforeUpdate?.(existing, changes);
    Object.assign(changes, definition.stamp?.(request));
    assertCan(request, 'update', subject, { ...existing, ...changes });
    // The search column follows the fields it folds (inserts get it from db/search-text.ts's plugin).
    const searchText = searchTextFor(table, { ...existing, ...changes });
    const values = searchText === undefined ? changes : { ...changes, search_text: searchText };
    const write = (conn: DynamicDb): Promise<Row> => conn.updateTable(table).set(values).where('id', '=', existing.id).returningAll().executeTakeFirstOrThrow();
    const { validate } = definition;
    const updated = await app.db.transaction().execute(async (trx) => {
      await validate?.(trx, { ...existing, ...changes }, existing);
      const written = await write(dynamicDb(trx));
      const action = definition.auditAction?.(existing, written) ?? 'update';
      await recordAudit(trx, request, { ...audited(written), action, before: existing, after: written });
      return written;
    });
    cache.clear();
    return toRecord(definition, updated);
  };
  app.put(
    `/${definition.name}/:id`,
    {
      schema: {
        tags,
        summary: `Replace one of ${definition.name}`,
        params: idParams,
        body: input,
        response: { 200: definition.record, ...writeErrors },
        security: [{ bearer: [] }],
      },
      onRequest: guard('update'),
    },
    update,
  );
  app.patch(
    `/${definition.name}/:id`,
    {
      schema: {
        tags,
        summary: `Change fields of one of ${definition.name}`,
        params: idParams,
        body: patchBody,
        response: { 200: definition.record, ...writeErrors },
        security: [{ bearer: [] }],
      },
      onRequest: guard('update'),
    },
    update,
  );

  app.delete(
    `/${definition.name}/:id`,
    {
      schema: {
        tags,
        summary: `Delete one of ${definition.name}`,
        params: idParams,
        response: { 200: definition.record, ...errors },
        security: [{ bearer: [] }],
      },
      onRequest: guard('delete'),
    },
    async (request) => {
      const existing = await findOne(request, 'delete', request.params.id);
      await app.db.transaction().execute(async (trx) => {
        await dynamicDb(trx).deleteFrom(table).where('id', '=', existing.id).execute();
        await recordAudit(trx, request, { ...audited(existing), action: 'delete', before: existing, after: null });
      });
      cache.clear();
      return toRecord(definition, existing);
    },
  );
}

/** A list page with its X-Total-Count, and X-Total-Count-Exact: false when the count stopped at LIST_COUNT_BOUND. */
function sendList(reply: FastifyReply, body: string, { total, exact }: { total: number; exact?: boolean }) {
  if (exact === false) reply.header('x-total-count-exact', 'false');
  return reply
    .header('x-total-count', String(total))
    .type('application/json; charset=utf-8')
    .send(body as never);
}

function cacheKey(query: ListQuery, visible: string): string {
  const filters = [...query.filters].sort((a, b) => (a.field + a.op).localeCompare(b.field + b.op));
  return JSON.stringify([query.start, query.end, query.sort, filters, query.q, visible]);
}

/** Every field optional and none defaulted, so a PATCH changes only what it names. */
function withoutDefaults(schema: z.ZodObject) {
  const shape = Object.fromEntries(
    Object.entries(schema.shape).map(([key, field]) => {
      const inner = field instanceof z.ZodDefault ? field.unwrap() : field;
      return [key, (inner as z.ZodType).optional()];
    }),
  );
  return z.object(shape);
}
