import type { FastifyInstance } from 'fastify';
import { documentation, guide } from './admin-pages';
import { aerodromes } from './aerodromes';
import { audit } from './audit';
import { complaints } from './complaints';
import { contactMessages } from './contact-messages';
import { documents } from './documents';
import { faqs } from './faqs';
import { legislation } from './legislation';
import { logs } from './logs';
import { pages } from './pages';
import type { AnyResource } from './definition';
import { municipalities } from './municipalities';
import { outbox } from './outbox';
import { plans } from './plans';
import { roadmap } from './roadmap';
import { simpleRest } from './simple-rest';
import { states } from './states';
import { tacs } from './tacs';
import { users } from './users';

export const RESOURCE_DEFINITIONS: readonly AnyResource[] = [
  plans,
  tacs,
  aerodromes,
  states,
  municipalities,
  pages,
  documents,
  legislation,
  faqs,
  contactMessages,
  outbox,
  logs,
  complaints,
  users,
  documentation,
  guide,
  roadmap,
  audit,
];

/** Every resource of RESOURCE_DEFINITIONS through the generic simple-rest engine (and its exports). */
export async function resourceRoutes(app: FastifyInstance) {
  for (const definition of RESOURCE_DEFINITIONS) await simpleRest(app, definition);
}
