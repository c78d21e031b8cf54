import type { FastifyInstance } from 'fastify';
import { appSettingsRoutes } from './app-settings';
import { i18nOverrideRoutes } from './i18n-overrides';

/** What administrators change without a release: the portal's settings and its texts' overrides. */
export async function settingsRoutes(app: FastifyInstance) {
  await app.register(appSettingsRoutes);
  await app.register(i18nOverrideRoutes);
}
