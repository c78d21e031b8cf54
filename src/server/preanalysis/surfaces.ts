import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createFootprintIndex, type FootprintIndex } from '../../domain/preanalysis/footprints';
import { inBrazil } from '../../domain/preanalysis/limits';
import type { Db } from '../db/index';
import { assertCan } from '../plugins/access';
import { loadFacilityData } from './engine-loader';
import { problemSchema } from '../errors/problem';

const SURFACES_MAX_RADIUS_KM = 30;
const SURFACES_MAX_FACILITIES = 40;

const tags = ['preanalyses'];
const query = z
  .object({
    lat: z.coerce.number().min(-90).max(90),
    lon: z.coerce.number().min(-180).max(180),
    radius_km: z.coerce.number().positive().max(SURFACES_MAX_RADIUS_KM).default(5),
  })
  .refine((q) => inBrazil({ latitude: q.lat, longitude: q.lon }), { message: 'outside_brazil', path: ['lat'] });

const feature = z.object({
  type: z.literal('Feature'),
  geometry: z.object({ type: z.literal('Polygon'), coordinates: z.array(z.array(z.array(z.number()))) }),
  properties: z.object({
    facility_id: z.number(),
    facility_name: z.string(),
    facility_icao: z.string().nullable(),
    runway_id: z.number().nullable(),
    runway_end: z.string().nullable(),
    surface: z.string(),
    envelope: z.boolean(),
  }),
});
const collection = z.object({ type: z.literal('FeatureCollection'), features: z.array(feature) });

const indexes = new WeakMap<Db, Promise<FootprintIndex>>();

/** The footprint index of a database, built once on first use (a failed build is retried on the next call). */
function footprintsFor(db: Db): Promise<FootprintIndex> {
  let index = indexes.get(db);
  if (!index) {
    index = loadFacilityData(db).then(createFootprintIndex);
    index.catch(() => indexes.delete(db));
    indexes.set(db, index);
  }
  return index;
}

/** GET /api/preanalyses/surfaces: GeoJSON footprints of the protection surfaces near a point (for the request map). */
export async function preanalysisSurfaceRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/preanalyses/surfaces',
    {
      schema: {
        tags,
        summary: 'Footprints (GeoJSON polygons) of the protection surfaces of facilities within reach of a point; same access as the request form',
        querystring: query,
        response: { 200: collection, 400: problemSchema, 401: problemSchema, 403: problemSchema },
      },
      preValidation: async (request) => assertCan(request, 'create', 'PreAnalysis', { user_id: request.user?.id ?? '' }),
    },
    async (request, reply) => {
      const { lat, lon, radius_km } = request.query;
      const index = await footprintsFor(app.db);
      reply.header('cache-control', 'private, max-age=300');
      return index.near({ latitude: lat, longitude: lon }, radius_km * 1000, SURFACES_MAX_FACILITIES);
    },
  );
}
