import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  i18nOverrideInputSchema, i18nOverrideSchema, localeOverridesSchema, overrideKeySchema, overrideLocaleSchema, overrideNamespaceSchema,
  type LocaleOverrides,
} from '../../domain/schemas/i18n-override';
import { assertCan } from '../plugins/access';
import { HttpProblem } from '../plugins/problem-json';

const tags = ['i18n'];
const problem = z.object({ type: z.string(), title: z.string(), status: z.number(), detail: z.string() }).loose();
const identity = z.object({ locale: overrideLocaleSchema, namespace: overrideNamespaceSchema, key: overrideKeySchema });

/**
 * Translation overrides: administrators replace a shipped text of pt, en or es; every browser fetches the overrides of
 * its language (public, revalidated with an ETag) and applies them over the shipped messages.
 */
export async function i18nOverrideRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  app.get('/i18n/overrides', {
    schema: {
      tags, summary: 'The overrides of one language, by namespace and key (public)',
      querystring: z.object({ locale: overrideLocaleSchema }), response: { 200: localeOverridesSchema, 304: z.null().describe('Unchanged since the ETag sent'), 400: problem },
    },
  }, async (request, reply) => {
    const rows = await app.db.selectFrom('i18n_overrides').select(['namespace', 'key', 'value'])
      .where('locale', '=', request.query.locale).orderBy('namespace').orderBy('key').execute();
    const overrides: LocaleOverrides = {};
    for (const row of rows) (overrides[row.namespace] ??= {})[row.key] = row.value;
    const etag = `"${createHash('sha256').update(JSON.stringify(overrides)).digest('base64url').slice(0, 27)}"`;
    reply.header('cache-control', 'no-cache').header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send(null);
    return overrides;
  });

  app.get('/i18n/overrides/all', {
    schema: { tags, summary: 'Every override of every language (Administrador)', response: { 200: z.array(i18nOverrideSchema), 401: problem, 403: problem } },
  }, async (request) => {
    assertCan(request, 'read', 'I18n');
    const rows = await app.db.selectFrom('i18n_overrides').selectAll().orderBy('namespace').orderBy('key').orderBy('locale').execute();
    return rows.map((row) => ({ ...row, locale: overrideLocaleSchema.parse(row.locale) }));
  });

  app.put('/i18n/overrides', {
    schema: {
      tags, summary: 'Replace the text of a key in a language (Administrador)',
      body: i18nOverrideInputSchema, response: { 200: i18nOverrideSchema, 400: problem, 401: problem, 403: problem },
    },
  }, async (request) => {
    assertCan(request, 'update', 'I18n');
    const { locale, namespace, key, value } = request.body;
    const change = { value, updated_at: new Date().toISOString(), updated_by: request.user?.username ?? '' };
    await app.db.insertInto('i18n_overrides').values({ locale, namespace, key, ...change })
      .onConflict((oc) => oc.columns(['locale', 'namespace', 'key']).doUpdateSet(change))
      .execute();
    return { locale, namespace, key, ...change };
  });

  app.delete('/i18n/overrides/:locale/:namespace/:key', {
    schema: {
      tags, summary: 'Remove an override: the shipped text applies again (Administrador)',
      params: identity, response: { 204: z.null().describe('Removed'), 400: problem, 401: problem, 403: problem, 404: problem },
    },
  }, async (request, reply) => {
    assertCan(request, 'delete', 'I18n');
    const { locale, namespace, key } = request.params;
    const result = await app.db.deleteFrom('i18n_overrides')
      .where('locale', '=', locale).where('namespace', '=', namespace).where('key', '=', key)
      .executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) throw new HttpProblem(404, 'not_found', { resource: 'i18n_overrides', id: `${locale}/${namespace}/${key}` });
    return reply.code(204).send(null);
  });
}
