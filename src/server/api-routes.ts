import type { FastifyInstance } from 'fastify';
import { contentRoutes } from './content/routes';
import { dashboardRoutes } from './dashboard/routes';
import { logRoutes } from './logs/routes';
import { notificationRoutes } from './notifications/routes';
import { preanalysisRoutes } from './preanalysis/routes';
import { publicationRoutes } from './publication/routes';
import { resourceRoutes } from './resources/index';
import { savedQueryRoutes } from './saved-queries/routes';
import { settingsRoutes } from './settings/routes';
import { subscriptionRoutes } from './subscriptions/routes';
import { systemRoutes } from './system/routes';

/**
 * Every feature of the JSON API, registered under `/api` by app.ts (each feature's routes are written relative to
 * it). A new feature is a folder with a routes plugin, added here.
 */
export async function apiRoutes(app: FastifyInstance) {
  await app.register(systemRoutes);
  await app.register(resourceRoutes);
  await app.register(contentRoutes);
  await app.register(subscriptionRoutes);
  await app.register(notificationRoutes);
  await app.register(settingsRoutes);
  await app.register(publicationRoutes);
  await app.register(savedQueryRoutes);
  await app.register(preanalysisRoutes);
  await app.register(logRoutes);
  await app.register(dashboardRoutes);
}
