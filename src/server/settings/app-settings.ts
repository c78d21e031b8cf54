import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { defaultThemeInputSchema, publicSettingsSchema, type PublicSettings } from '../../domain/schemas/app-settings';
import type { Db } from '../db/index';
import { recordAudit } from '../audit/record';
import { assertCan } from '../plugins/access';
import { problemSchema } from '../errors/problem';

const tags = ['settings'];
const DEFAULT_THEME_KEY = 'default_theme';

async function readPublicSettings(db: Db): Promise<PublicSettings> {
  const row = await db.selectFrom('app_settings').select('value').where('key', '=', DEFAULT_THEME_KEY).executeTakeFirst();
  const parsed = publicSettingsSchema.shape.defaultThemeIndex.safeParse(row ? JSON.parse(row.value) : 0);
  return { defaultThemeIndex: parsed.success ? parsed.data : 0 };
}

/** Settings chosen by an administrator for everyone: for now, the internal area's default colour theme (spec §3). */
export async function appSettingsRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/settings/public',
    {
      schema: { tags, summary: 'Settings chosen for everyone (no sign-in needed)', response: { 200: publicSettingsSchema } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return readPublicSettings(app.db);
    },
  );

  app.put(
    '/settings/default-theme',
    {
      schema: {
        tags,
        summary: 'Set the colour theme of everyone who has not chosen one (Administrador)',
        body: defaultThemeInputSchema,
        response: { 200: publicSettingsSchema, 400: problemSchema, 401: problemSchema, 403: problemSchema },
      },
    },
    async (request) => {
      assertCan(request, 'update', 'Theme');
      const row = { value: JSON.stringify(request.body.index), updated_at: new Date().toISOString(), updated_by: request.user?.username ?? '' };
      await app.db.transaction().execute(async (trx) => {
        const before = await trx.selectFrom('app_settings').select('value').where('key', '=', DEFAULT_THEME_KEY).executeTakeFirst();
        await trx
          .insertInto('app_settings')
          .values({ key: DEFAULT_THEME_KEY, ...row })
          .onConflict((oc) => oc.column('key').doUpdateSet(row))
          .execute();
        await recordAudit(trx, request, {
          resource: 'settings',
          recordId: DEFAULT_THEME_KEY,
          action: 'theme',
          before: { value: before?.value ?? null },
          after: { value: row.value },
        });
      });
      return readPublicSettings(app.db);
    },
  );
}
