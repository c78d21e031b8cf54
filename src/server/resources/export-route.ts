import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ENUMERATED_COLUMNS, valueLabel } from '../../domain/labels';
import { resourceByName } from '../../domain/resources';
import { localeFrom, type ProblemLocale } from '../errors/messages';
import { assertCan } from '../plugins/access';
import type { AnyResource } from './definition';
import { parseListQuery, type ListQuery, type RawQuery } from './list-query';
import { whereOf } from './list-sql';
import { dynamicDb } from '../db/dynamic';
import { wordMatchFor } from './word-search';
import { visibleRows } from './visibility';
import { csvDialect, csvStream } from '../documents/csv';
import { describeFilters, fieldLabel, text } from '../documents/labels';
import { PDF_MAX_ROWS } from '../documents/pdf';

type Row = Record<string, unknown>;
export type ExportFormat = 'csv' | 'xlsx' | 'pdf';
/** Rows fetched per query: memory holds one batch, never the whole set. */
const EXPORT_BATCH = 1_000;

const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8; header=present',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
};

/** The ISO date of today in Brazil (UTC−3): the date a Brazilian user sees in the file name. */
function today(now: Date): string {
  return new Date(now.getTime() - 3 * 3_600_000).toISOString().slice(0, 10);
}

/**
 * GET /api/<resource>/export.{csv,xlsx,pdf}: the list's own filters, sort and `q` (paging parameters
 * are ignored: the whole filtered set), checked with the ability's `export` action and the caller's
 * row conditions. CSV and XLSX stream batch by batch; a PDF stops at PDF_MAX_ROWS and says so.
 * XLSX and PDF are laid out in a worker thread (app.heavy): the event loop only reads the rows and sends bytes.
 * Every export is rate limited per client and minute (EXPORT_RATE_MAX): the signed-in user, else the address.
 */
export async function registerExports(parent: FastifyInstance, definition: AnyResource, columns: readonly string[]) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const { table, subject, list: spec } = definition;
  const baseName = (resourceByName(definition.name)?.path ?? definition.name).replace(/^\/+/, '').replace(/\W+/g, '-');
  const kindOf = (field: string): 'text' | 'date' | 'number' => {
    const kind = spec.filterable[field];
    return kind === 'date' ? 'date' : kind === 'integer' || kind === 'number' ? 'number' : 'text';
  };

  const prepare = async (request: FastifyRequest) => {
    assertCan(request, 'export', subject);
    const raw = { ...(request.query as RawQuery) };
    // `_lang` (pt, en, es): the portal's chosen language, which a plain download link cannot send as Accept-Language.
    const lang = [raw._lang].flat()[0];
    delete raw._start;
    delete raw._end;
    delete raw._lang;
    const query = parseListQuery(raw, spec);
    // The rows the caller may both read and export (a visitor: published plans only): never more than the list.
    const where = whereOf(query, spec, visibleRows(request, definition, 'read', 'export').where, await wordMatchFor(dynamicDb(db), table, query.q));
    const locale = lang === 'pt' || lang === 'en' || lang === 'es' ? lang : localeFrom(request.headers['accept-language']);
    return { query, where, locale };
  };

  const ordered = (where: ReturnType<typeof whereOf>, query: ListQuery) => {
    let select = db
      .selectFrom(table as never)
      .select(['id', ...columns] as never[])
      .where(where as never);
    for (const { field, order } of query.sort) select = select.orderBy(field as never, order);
    if (!query.sort.some((s) => s.field === 'id')) select = select.orderBy('id' as never, query.sort.at(-1)?.order ?? 'asc');
    return select;
  };

  const enumerated = Object.keys(ENUMERATED_COLUMNS[definition.name] ?? {}).filter((field) => columns.includes(field));
  const flags = (definition.flags ?? []).filter((field) => columns.includes(field));
  /**
   * Enumerated values as the screen shows them (process type, TAC type, protection zones), flags as words
   * (the sample column reads "Sim"/"Não"), in the file's language.
   */
  const translated = (rows: Row[], locale: ProblemLocale): Row[] =>
    enumerated.length + flags.length === 0
      ? rows
      : rows.map((row) => {
          const copy = { ...row };
          for (const field of enumerated) copy[field] = valueLabel(locale, definition.name, field, row[field]);
          for (const field of flags) copy[field] = text(locale, row[field] ? 'Yes' : 'No');
          return copy;
        });

  async function* batches(where: ReturnType<typeof whereOf>, query: ListQuery, locale: ProblemLocale, limit = Number.POSITIVE_INFINITY): AsyncGenerator<Row[]> {
    // Offset paging over a total order (the sort, then id): each query reads one batch.
    for (let offset = 0; offset < limit; offset += EXPORT_BATCH) {
      const size = Math.min(EXPORT_BATCH, limit - offset);
      const rows = (await ordered(where, query).limit(size).offset(offset).execute()) as Row[];
      if (rows.length > 0) yield translated(rows, locale);
      if (rows.length < size) return;
    }
  }

  const count = async (where: ReturnType<typeof whereOf>) => {
    const result = await db
      .selectFrom(table as never)
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where(where as never)
      .executeTakeFirstOrThrow();
    return Number((result as { total: number }).total);
  };

  const headersOf = (locale: ProblemLocale) => columns.map((field) => fieldLabel(locale, field, definition.name));
  const attach = (reply: FastifyReply, format: ExportFormat, total: number | undefined) => {
    const name = `${baseName}-${today(new Date())}.${format}`;
    reply.type(CONTENT_TYPES[format]).header('content-disposition', `attachment; filename="${name}"`).header('cache-control', 'no-store');
    if (total !== undefined) reply.header('x-total-count', String(total));
    return reply;
  };

  /** Readable names for id filters, so the PDF says "Município = São Paulo", not an IBGE code. */
  const filterNames = async (query: ListQuery): Promise<Record<string, string>> => {
    const ids = query.filters
      .filter((f) => f.field === 'municipality_id')
      .flatMap((f) => f.values)
      .map(Number)
      .filter(Number.isFinite);
    if (ids.length === 0) return {};
    const found = await db.selectFrom('municipalities').select(['id', 'name', 'state_code']).where('id', 'in', ids).execute();
    return Object.fromEntries(found.map((m) => [`municipality_id:${m.id}`, `${m.name} (${m.state_code})`]));
  };

  const sortLine = (locale: ProblemLocale, query: ListQuery) =>
    query.sort.map((s) => `${fieldLabel(locale, s.field, definition.name)} (${text(locale, s.order)})`).join(', ');

  const routeConfig = {
    rateLimit: {
      max: app.config.exportRateMax,
      timeWindow: '1 minute',
      keyGenerator: (request: FastifyRequest) => `export:${request.user?.id ?? request.ip}`,
    },
  };

  const schema = (format: ExportFormat) => ({
    tags: [definition.name],
    summary: `Export ${definition.name} as ${format.toUpperCase()}`,
    description: `The whole filtered set (same filters, sort and q as the list; _start/_end ignored). ${
      format === 'csv'
        ? 'UTF-8 with BOM, RFC 4180 quoting; pt and es: `;`-separated, dd/mm/yyyy dates, decimal commas; en: comma-separated, ISO dates. Cells starting with = + - @ get a leading apostrophe.'
        : format === 'xlsx'
          ? 'One sheet, frozen header row with autofilter, dates as dates.'
          : `Landscape A4; at most ${PDF_MAX_ROWS} rows, with a note when truncated.`
    } Headers follow _lang or else Accept-Language (pt, en, es).`,
    querystring: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
    produces: [CONTENT_TYPES[format].split(';')[0]!],
  });

  app.get(`/${definition.name}/export.csv`, { schema: schema('csv'), config: routeConfig }, async (request, reply) => {
    const { query, where, locale } = await prepare(request);
    const total = await count(where);
    return attach(reply, 'csv', total).send(csvStream(headersOf(locale), columns, batches(where, query, locale), csvDialect(locale)));
  });

  app.get(`/${definition.name}/export.xlsx`, { schema: schema('xlsx'), config: routeConfig }, async (request, reply) => {
    const { query, where, locale } = await prepare(request);
    // A place in the worker pool first (503 when full), before any database work.
    const slot = app.heavy.admit();
    let total: number;
    let names: Record<string, string>;
    try {
      [total, names] = await Promise.all([count(where), filterNames(query)]);
    } catch (error) {
      slot.release();
      throw error;
    }
    const filterLines = describeFilters(locale, query.filters, query.q, names, definition.name);
    const sheet = {
      name: text(locale, `title.${definition.name}`),
      notesName: text(locale, 'filters'),
      notes: [...(filterLines.length > 0 ? filterLines : [text(locale, 'no_filters')]), `${text(locale, 'sort')}: ${sortLine(locale, query)}`],
    };
    const xlsxColumns = columns.map((field) => ({ field, header: fieldLabel(locale, field, definition.name), kind: kindOf(field) }));
    const stream = slot.xlsx(sheet, locale, xlsxColumns, batches(where, query, locale), (error) => request.log.error({ err: error }, 'xlsx export failed'));
    return attach(reply, 'xlsx', total).send(stream);
  });

  app.get(`/${definition.name}/export.pdf`, { schema: schema('pdf'), config: routeConfig }, async (request, reply) => {
    const { query, where, locale } = await prepare(request);
    const slot = app.heavy.admit();
    try {
      const [total, names] = await Promise.all([count(where), filterNames(query)]);
      const rows: Row[] = [];
      for await (const batch of batches(where, query, locale, PDF_MAX_ROWS)) rows.push(...batch);
      const pdf = await slot.pdf({
        title: text(locale, `title.${definition.name}`),
        locale,
        filterLines: describeFilters(locale, query.filters, query.q, names, definition.name),
        sortLine: sortLine(locale, query),
        generatedAt: new Date(),
        columns: columns.map((field) => ({
          field,
          header: fieldLabel(locale, field, definition.name),
          kind: kindOf(field),
          width: kindOf(field) === 'date' || field === 'icao' || field === 'type' || field === 'sample' ? ('auto' as const) : ('*' as const),
        })),
        rows,
        total,
      });
      return attach(reply, 'pdf', total).send(pdf);
    } finally {
      slot.release();
    }
  });
}
