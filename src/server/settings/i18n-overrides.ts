import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LOCALES, type Locale } from '../../domain/constants';
import {
  i18nKeySchema,
  i18nKeyTextsSchema,
  i18nOverrideInputSchema,
  i18nOverrideSchema,
  KEY_PATTERN,
  localeOverridesSchema,
  NAMESPACE_PATTERN,
  overrideLocaleSchema,
  type LocaleOverrides,
} from '../../domain/schemas/i18n-override';
import { unknownOverrideField } from '../../domain/i18n-keys';
import { shippedOverrideKeys } from './override-keys';
import { recordAudit } from '../audit/record';
import type { Db } from '../db/index';
import { recordLog } from '../logs/recorder';
import { assertCan } from '../plugins/access';
import { HttpProblem, problemSchema } from '../errors/problem';

const tags = ['i18n'];
/** A key's overrides after a PATCH (its id is namespace:key, as the translation screen names its rows). */
const keyTextsAnswer = z.object({ id: z.string(), namespace: z.string(), key: z.string(), overrides: z.array(i18nOverrideSchema) });
/** Shape only (no name check), so a row stored before the check existed, even one named __proto__, can be removed. */
const identity = z.object({ locale: overrideLocaleSchema, namespace: z.string().regex(NAMESPACE_PATTERN), key: z.string().max(200).regex(KEY_PATTERN) });
const bearer = [{ bearer: [] }];

/** The stored text of an override (only the value: who and when are the audit entry's own). */
const overrideOf = (db: Db, locale: string, namespace: string, key: string) =>
  db.selectFrom('i18n_overrides').select('value').where('locale', '=', locale).where('namespace', '=', namespace).where('key', '=', key).executeTakeFirst();
/** An override's place in the audit trail: resource i18n_overrides, record locale/namespace/key. */
const audited = (locale: string, namespace: string, key: string) => ({ resource: 'i18n_overrides', recordId: `${locale}/${namespace}/${key}` });

type Identity = { locale: Locale; namespace: string; key: string };

/** Stores (or replaces) an override, with its audit entry; returns it as the API shows it. */
async function storeOverride(trx: Db, request: FastifyRequest, { locale, namespace, key }: Identity, value: string) {
  const change = { value, updated_at: new Date().toISOString(), updated_by: request.user?.username ?? '' };
  const before = await overrideOf(trx, locale, namespace, key);
  await trx
    .insertInto('i18n_overrides')
    .values({ locale, namespace, key, ...change })
    .onConflict((oc) => oc.columns(['locale', 'namespace', 'key']).doUpdateSet(change))
    .execute();
  await recordAudit(trx, request, { ...audited(locale, namespace, key), action: 'translation', before: before ?? {}, after: { value } });
  return { locale, namespace, key, ...change };
}

/** Removes an override, with its audit entry; false when there was none. */
async function removeOverride(trx: Db, request: FastifyRequest, { locale, namespace, key }: Identity): Promise<boolean> {
  const before = await overrideOf(trx, locale, namespace, key);
  if (!before) return false;
  await trx.deleteFrom('i18n_overrides').where('locale', '=', locale).where('namespace', '=', namespace).where('key', '=', key).execute();
  await recordAudit(trx, request, { ...audited(locale, namespace, key), action: 'delete', before, after: null });
  return true;
}

/**
 * Translation overrides: administrators replace a shipped text of pt, en or es; every browser fetches the overrides of
 * its language (public, revalidated with an ETag) and applies them over the shipped messages.
 */
export async function i18nOverrideRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const shipped = shippedOverrideKeys();
  if (shipped.size === 0) app.log.error('translation overrides: the pt locale files could not be read; every override is refused');
  // Only a namespace and key the pt files ship may be stored (an unknown one is a 400 naming the field).
  const inputSchema = i18nOverrideInputSchema.superRefine((body, ctx) => {
    const field = unknownOverrideField(shipped, body.namespace, body.key);
    if (field) ctx.addIssue({ code: 'custom', path: [field], message: `unknown_translation_${field}`, input: body[field] });
  });
  const keySchema = i18nKeySchema.superRefine((params, ctx) => {
    const field = unknownOverrideField(shipped, params.namespace, params.key);
    if (field) ctx.addIssue({ code: 'custom', path: [field], message: `unknown_translation_${field}`, input: params[field] });
  });
  /** Rows stored before the check existed (or written to the database by hand) are skipped and reported once. */
  const reported = new Set<string>();
  const skip = (row: { locale: string; namespace: string; key: string }) => {
    const id = `${row.locale}/${row.namespace}/${row.key}`;
    if (reported.has(id)) return;
    reported.add(id);
    app.log.warn({ override: id }, 'translation override skipped: unknown namespace or key');
    void recordLog(app.db, {
      level: 'warning',
      category: 'server',
      message: `translation override skipped: unknown namespace or key ${id.slice(0, 300)}`,
      source: 'GET /api/i18n/overrides',
    });
  };

  app.get(
    '/i18n/overrides',
    {
      schema: {
        tags,
        summary: 'The overrides of one language, by namespace and key (public)',
        querystring: z.object({ locale: overrideLocaleSchema }),
        response: { 200: localeOverridesSchema, 304: z.null().describe('Unchanged since the ETag sent'), 400: problemSchema },
      },
    },
    async (request, reply) => {
      const rows = await app.db
        .selectFrom('i18n_overrides')
        .select(['namespace', 'key', 'value'])
        .where('locale', '=', request.query.locale)
        .orderBy('namespace')
        .orderBy('key')
        .execute();
      // Built in Maps, never by indexing a plain object with stored names (a namespace "constructor" once replaced
      // Object.entries for the whole process).
      const byNamespace = new Map<string, Map<string, string>>();
      for (const row of rows) {
        if (unknownOverrideField(shipped, row.namespace, row.key)) {
          skip({ locale: request.query.locale, ...row });
          continue;
        }
        let texts = byNamespace.get(row.namespace);
        if (!texts) byNamespace.set(row.namespace, (texts = new Map()));
        texts.set(row.key, row.value);
      }
      const overrides: LocaleOverrides = Object.fromEntries([...byNamespace].map(([namespace, texts]) => [namespace, Object.fromEntries(texts)]));
      const etag = `"${createHash('sha256').update(JSON.stringify(overrides)).digest('base64url').slice(0, 27)}"`;
      reply.header('cache-control', 'no-cache').header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send(null);
      return overrides;
    },
  );

  app.get(
    '/i18n/overrides/all',
    {
      schema: {
        tags,
        summary: 'Every override of every language (Administrador)',
        response: { 200: z.array(i18nOverrideSchema), 401: problemSchema, 403: problemSchema },
        security: bearer,
      },
    },
    async (request) => {
      assertCan(request, 'read', 'I18n');
      const rows = await app.db.selectFrom('i18n_overrides').selectAll().orderBy('namespace').orderBy('key').orderBy('locale').execute();
      return rows.map((row) => ({ ...row, locale: overrideLocaleSchema.parse(row.locale) }));
    },
  );

  app.put(
    '/i18n/overrides',
    {
      schema: {
        tags,
        summary: 'Replace the text of a key in a language (Administrador)',
        body: inputSchema,
        response: { 200: i18nOverrideSchema, 400: problemSchema, 401: problemSchema, 403: problemSchema },
        security: bearer,
      },
    },
    async (request) => {
      assertCan(request, 'update', 'I18n');
      const { value, ...identity } = request.body;
      return app.db.transaction().execute((trx) => storeOverride(trx, request, identity, value));
    },
  );

  app.patch(
    '/i18n/keys/:namespace/:key',
    {
      schema: {
        tags,
        summary: "Set one key's texts in several languages at once: a text replaces the shipped one, null restores it (Administrador)",
        params: keySchema,
        body: i18nKeyTextsSchema,
        response: { 200: keyTextsAnswer, 400: problemSchema, 401: problemSchema, 403: problemSchema },
        security: bearer,
      },
    },
    async (request) => {
      assertCan(request, 'update', 'I18n');
      const { namespace, key } = request.params;
      await app.db.transaction().execute(async (trx) => {
        for (const locale of LOCALES) {
          const text = request.body[locale];
          if (text === undefined) continue;
          if (text === null) await removeOverride(trx, request, { locale, namespace, key });
          else await storeOverride(trx, request, { locale, namespace, key }, text);
        }
      });
      const rows = await app.db.selectFrom('i18n_overrides').selectAll().where('namespace', '=', namespace).where('key', '=', key).orderBy('locale').execute();
      return { id: `${namespace}:${key}`, namespace, key, overrides: rows.map((row) => ({ ...row, locale: overrideLocaleSchema.parse(row.locale) })) };
    },
  );

  app.delete(
    '/i18n/overrides/:locale/:namespace/:key',
    {
      schema: {
        tags,
        summary: 'Remove an override: the shipped text applies again (Administrador)',
        params: identity,
        response: { 204: z.null().describe('Removed'), 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema },
        security: bearer,
      },
    },
    async (request, reply) => {
      assertCan(request, 'delete', 'I18n');
      const { locale, namespace, key } = request.params;
      const removed = await app.db.transaction().execute((trx) => removeOverride(trx, request, { locale, namespace, key }));
      if (!removed) throw new HttpProblem(404, 'not_found', { resource: 'i18n_overrides', id: `${locale}/${namespace}/${key}` });
      return reply.code(204).send(null);
    },
  );
}
