import type { FastifyInstance } from 'fastify';
import { aerodromes } from './aerodromes';
import type { ResourceDefinition } from './definition';
import { municipalities } from './municipalities';
import { plans } from './plans';
import { simpleRest } from './simple-rest';
import { states } from './states';
import { tacs } from './tacs';

export const RESOURCE_DEFINITIONS: readonly ResourceDefinition[] = [plans, tacs, aerodromes, states, municipalities];

export async function registerResources(app: FastifyInstance) {
  for (const definition of RESOURCE_DEFINITIONS) await simpleRest(app, definition);
}
