import type { FastifyInstance } from 'fastify';
import { aerodromes } from './aerodromes';
import { complaints } from './complaints';
import { contactMessages } from './contact-messages';
import { documents } from './documents';
import { faqs } from './faqs';
import { legislation } from './legislation';
import { pages } from './pages';
import type { ResourceDefinition } from './definition';
import { municipalities } from './municipalities';
import { outbox } from './outbox';
import { plans } from './plans';
import { simpleRest } from './simple-rest';
import { states } from './states';
import { tacs } from './tacs';
import { users } from './users';

export const RESOURCE_DEFINITIONS: readonly ResourceDefinition[] = [plans, tacs, aerodromes, states, municipalities, pages, documents, legislation, faqs, contactMessages, outbox, complaints, users];

export async function registerResources(app: FastifyInstance) {
  for (const definition of RESOURCE_DEFINITIONS) await simpleRest(app, definition);
}
