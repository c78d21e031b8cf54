import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Selectable } from 'kysely';
import { z } from 'zod';
import { LOCALES, type Locale } from '../../domain/constants';
import { explainResult, explanationLocale, type PreanalysisResult } from '../../domain/preanalysis/index';
import { PROTOCOL_PATTERN } from '../../domain/preanalysis/limits';
import { preanalysisLookupSchema, type PreanalysisLookup } from '../../domain/schemas/preanalysis';
import type { Db } from '../db/index';
import type { PreanalysesTable } from '../db/schema';
import { declarationPdf } from '../documents/preanalysis-declaration';
import { localeFrom } from '../errors/messages';
import { HttpProblem, problemSchema } from '../errors/problem';

const tags = ['preanalyses'];
const params = z.object({ protocol: z.string().max(64) });
const pdfQuery = z.object({ lang: z.enum(LOCALES).optional() });

/** The public lookup of a stored pre-analysis by protocol, and its declaration as a PDF. */
export async function preanalysisLookupRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/preanalyses/lookup/:protocol',
    {
      schema: {
        tags,
        summary: 'Look up a pre-analysis by its protocol (10 upper-case hexadecimal characters)',
        params,
        response: { 200: preanalysisLookupSchema, 400: problemSchema, 404: problemSchema },
      },
    },
    async (request) => lookup(app.db, request.params.protocol),
  );

  app.get(
    '/preanalyses/lookup/:protocol/declaration.pdf',
    {
      schema: {
        tags,
        summary: "The document of a pre-analysis as a PDF (in ?lang=, else the requester's language), with a QR code to its public verification page",
        params,
        querystring: pdfQuery,
        response: { 400: problemSchema, 404: problemSchema },
      },
    },
    async (request, reply) => {
      const { record, locale } = await lookupWithLocale(app.db, request.params.protocol);
      const pdf = await declarationPdf(record, app.config.publicUrl, request.query.lang ?? locale ?? localeFrom(request.headers['accept-language']));
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="declaracao-preanalise-${record.protocol}.pdf"`)
        .header('cache-control', 'no-store')
        .send(pdf as never);
    },
  );
}

/** 400 unless the protocol is well formed (upper case only: the browser upper-cases what is typed), 404 when unknown. */
export async function lookup(db: Db, protocol: string): Promise<PreanalysisLookup> {
  return (await lookupWithLocale(db, protocol)).record;
}

/** The lookup and the language the requester asked in (null on records stored before it was kept). */
async function lookupWithLocale(db: Db, protocol: string): Promise<{ record: PreanalysisLookup; locale: Locale | null }> {
  if (!PROTOCOL_PATTERN.test(protocol)) throw new HttpProblem(400, 'preanalysis_protocol_invalid', { value: protocol.slice(0, 20) });
  const row = await db.selectFrom('preanalyses').selectAll().where('protocol', '=', protocol).executeTakeFirst();
  if (!row) throw new HttpProblem(404, 'preanalysis_not_found', { protocol });
  const stored = JSON.parse(row.result) as StoredResult;
  return { record: toLookup(row, stored), locale: stored.locale ? explanationLocale(stored.locale) : null };
}

/**
 * The JSON kept in preanalyses.result: the engine's result (whose findings every view explains), the considered
 * facilities as the lookup lists them, the request body and the requester's language.
 */
export interface StoredResult {
  engine?: Pick<PreanalysisResult, 'criteria' | 'facilities'>;
  facilities?: PreanalysisLookup['facilities'];
  input?: { vertices?: PreanalysisLookup['vertices'] };
  locale?: string;
}

function toLookup(row: Selectable<PreanalysesTable>, result: StoredResult, now = new Date()): PreanalysisLookup {
  return {
    protocol: row.protocol.trim(),
    latitude: Number(row.latitude),
    longitude: Number(row.longitude),
    base_altitude_m: Number(row.base_altitude_m),
    object_height_m: Number(row.object_height_m),
    ...(result.input?.vertices ? { vertices: result.input.vertices } : {}),
    outcome: row.outcome === 'case_required' ? 'case_required' : 'not_required',
    // Records stored before the engine result was kept carry no structured criteria to explain.
    findings: result.engine ? explainResult(result.engine) : [],
    facilities: result.facilities ?? [],
    rule_set_version: row.rule_set_version,
    data_version: row.data_version,
    created_at: row.created_at,
    valid_until: row.valid_until,
    expired: row.valid_until < now.toISOString(),
    sample: row.sample === 1,
  };
}
