import type { FastifyInstance } from 'fastify';
import { preanalysisBatchRoutes } from './batch';
import { preanalysisLookupRoutes } from './lookups';
import { preanalysisRequestRoutes } from './requests';
import { preanalysisSurfaceRoutes } from './surfaces';

/** The pre-analysis feature: public lookups and declarations, requests, the surfaces map layer and batches. */
export async function preanalysisRoutes(app: FastifyInstance) {
  await app.register(preanalysisLookupRoutes);
  await app.register(preanalysisRequestRoutes);
  await app.register(preanalysisSurfaceRoutes);
  await app.register(preanalysisBatchRoutes);
}
