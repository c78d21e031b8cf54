import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Locale } from '../../domain/constants';
import { documentTitle, findingLine, nextStepText, PreanalysisInputError, type InputErrorCode, type PreanalysisResult } from '../../domain/preanalysis/index';
import { PREANALYSIS_VALIDITY_YEARS, type PreanalysisLookup } from '../../domain/schemas/preanalysis';
import { preanalysisRequestSchema } from '../../domain/schemas/preanalysis-request';
import { upsertSeenUser } from '../auth/users';
import type { Db } from '../db/index';
import { declarationPdf, verificationUrl } from '../documents/preanalysis-declaration';
import { localeFrom } from '../errors/messages';
import { sendMail } from '../mail/index';
import { assertCan } from '../plugins/access';
import { HttpProblem, problemSchema } from '../errors/problem';
import { engineFor } from './engine-loader';
import { lookup, type StoredResult } from './lookups';

/** Pre-analysis requests per user and window. */
export const PREANALYSIS_REQUEST_RATE = { max: 20, timeWindow: '1 hour' } as const;

const tags = ['preanalyses'];
const created = z.object({
  protocol: z.string(),
  outcome: z.enum(['not_required', 'case_required']),
  result: z.unknown(),
  valid_until: z.string(),
  created_at: z.string(),
});
const mineItem = z.object({
  protocol: z.string(),
  outcome: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  base_altitude_m: z.number(),
  object_height_m: z.number(),
  created_at: z.string(),
  valid_until: z.string(),
});

/** Which request field an engine input error names. */
const ERROR_FIELD: Record<InputErrorCode, string> = {
  vertices_empty: 'vertices',
  vertices_too_many: 'vertices',
  latitude_invalid: 'latitude',
  longitude_invalid: 'longitude',
  base_altitude_invalid: 'base_altitude_m',
  height_invalid: 'object_height_m',
  object_type_invalid: 'object_type',
  cep_invalid: 'cep',
};

/** The considered facilities as the public lookup lists them. */
function lookupFacilities(result: PreanalysisResult): PreanalysisLookup['facilities'] {
  return result.facilities.map((f) => ({ name: f.name, icao: f.icao, distance_km: Math.round(f.distance_m / 100) / 10 }));
}

const addYears = (date: Date, years: number) => {
  const copy = new Date(date);
  copy.setUTCFullYear(copy.getUTCFullYear() + years);
  return copy;
};

async function newProtocol(db: Db): Promise<string> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const protocol = randomBytes(5).toString('hex').toUpperCase();
    const taken = await db.selectFrom('preanalyses').select('id').where('protocol', '=', protocol).executeTakeFirst();
    if (!taken) return protocol;
  }
  throw new Error('could not find a free pre-analysis protocol');
}

/** 401 anonymous, 403 without the ability, 403 stating the date when the user is blocked. */
async function assertMayRequest(db: Db, request: FastifyRequest) {
  assertCan(request, 'create', 'PreAnalysis', { user_id: request.user?.id ?? '' });
  // Records (or refreshes) the applicant, keeping the block date an administrator may have set.
  const row = await upsertSeenUser(db, request.user!);
  const until = row.preanalysis_blocked_until?.slice(0, 10);
  if (until && until >= new Date().toISOString().slice(0, 10)) throw new HttpProblem(403, 'preanalysis_blocked', { date: until });
}

/** The result e-mail, in the requester's language: the document's title, the same finding lines as the screens, the links. */
function resultMail(to: string, locale: Locale, record: PreanalysisLookup, publicUrl: string) {
  const m = MAIL_TEXT[locale];
  const title = documentTitle(locale, record.outcome);
  const lines = record.findings.map((f) => `- ${findingLine(f, locale, { vertices: record.vertices?.length ?? 1 })}`);
  const fill = (template: string) => template.replace('{date}', record.valid_until.slice(0, 10)).replace('{protocol}', record.protocol);
  return {
    to,
    subject: `${title} — ${fill(m.subject)}`,
    text: [
      m.outcome[record.outcome],
      '',
      fill(m.protocol),
      fill(m.validUntil),
      ...(lines.length > 0 ? ['', m.findings, ...lines] : []),
      ...(record.outcome === 'case_required' ? ['', `${nextStepText(locale, record.protocol)} ${publicUrl}/sysaga`] : []),
      '',
      `${title} (PDF): ${publicUrl}/api/preanalyses/lookup/${record.protocol}/declaration.pdf?lang=${locale}`,
      `${m.verify}: ${verificationUrl(publicUrl, record.protocol)}`,
    ].join('\n'),
  };
}

const MAIL_TEXT: Record<
  Locale,
  { subject: string; protocol: string; validUntil: string; findings: string; verify: string; outcome: Record<PreanalysisLookup['outcome'], string> }
> = {
  pt: {
    subject: 'pré-análise {protocol}',
    protocol: 'Protocolo: {protocol}',
    validUntil: 'Válida até: {date}',
    findings: 'Critérios que exigem análise:',
    verify: 'Verificação pública',
    outcome: {
      not_required: 'Sua pré-análise concluiu que não é exigida a abertura de processo no SYSAGA.',
      case_required: 'Sua pré-análise concluiu que é necessário abrir um processo no SYSAGA.',
    },
  },
  en: {
    subject: 'pre-analysis {protocol}',
    protocol: 'Protocol: {protocol}',
    validUntil: 'Valid until: {date}',
    findings: 'Criteria that require analysis:',
    verify: 'Public verification',
    outcome: {
      not_required: 'Your pre-analysis found that no case needs to be opened in SYSAGA.',
      case_required: 'Your pre-analysis found that a case must be opened in SYSAGA.',
    },
  },
  es: {
    subject: 'análisis previo {protocol}',
    protocol: 'Protocolo: {protocol}',
    validUntil: 'Válido hasta: {date}',
    findings: 'Criterios que requieren análisis:',
    verify: 'Verificación pública',
    outcome: {
      not_required: 'Su análisis previo concluyó que no es necesario abrir un proceso en SYSAGA.',
      case_required: 'Su análisis previo concluyó que es necesario abrir un proceso en SYSAGA.',
    },
  },
};

/** Authenticated pre-analysis requests: evaluate with the engine, store under a new protocol, e-mail the declaration. */
export async function preanalysisRequestRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/preanalyses',
    {
      schema: {
        tags,
        summary: 'Request a pre-analysis (signed-in Externo or staff); answers the protocol and the full result',
        body: preanalysisRequestSchema,
        response: { 201: created, 400: problemSchema, 401: problemSchema, 403: problemSchema, 429: problemSchema },
      },
      preValidation: async (request) => assertMayRequest(app.db, request),
      config: { rateLimit: { ...PREANALYSIS_REQUEST_RATE, keyGenerator: (request: FastifyRequest) => request.user?.id ?? request.ip } },
    },
    async (request, reply) => {
      const user = request.user!;
      const body = request.body;
      // The requester's language: the declaration PDF and the e-mail speak it unless another is chosen.
      const locale = localeFrom(request.headers['accept-language']);
      const engine = await engineFor(app.db);
      let result: PreanalysisResult;
      try {
        result = engine.evaluate({
          vertices: body.vertices,
          base_altitude_m: body.base_altitude_m,
          height_m: body.object_height_m,
          object_type: body.object_type,
        });
      } catch (error) {
        if (error instanceof PreanalysisInputError) {
          throw new HttpProblem(
            400,
            'invalid_body',
            {},
            error.codes.map((code) => ({ path: `body.${ERROR_FIELD[code]}`, message: code })),
          );
        }
        throw error;
      }
      const now = new Date();
      const createdAt = now.toISOString();
      const validUntil = addYears(now, PREANALYSIS_VALIDITY_YEARS).toISOString();
      const first = body.vertices[0]!;
      let protocol = '';
      for (let attempt = 0; ; attempt++) {
        protocol = await newProtocol(app.db);
        try {
          await app.db
            .insertInto('preanalyses')
            .values({
              protocol,
              user_id: user.id,
              latitude: first.latitude,
              longitude: first.longitude,
              base_altitude_m: body.base_altitude_m,
              object_height_m: body.object_height_m,
              outcome: result.outcome,
              result: JSON.stringify({ facilities: lookupFacilities(result), input: body, engine: result, locale } satisfies StoredResult),
              rule_set_version: result.rule_set_version.slice(0, 40),
              data_version: result.data_version.slice(0, 40),
              created_at: createdAt,
              valid_until: validUntil,
              sample: 0,
            })
            .execute();
          break;
        } catch (error) {
          // A concurrent request took the same protocol between the check and the insert: draw again.
          if (attempt >= 2) throw error;
        }
      }
      if (user.email) {
        const record = await lookup(app.db, protocol);
        const pdf = await declarationPdf(record, app.config.publicUrl, locale);
        await sendMail(app.db, app.config, {
          ...resultMail(user.email, locale, record, app.config.publicUrl),
          attachments: [{ filename: `declaracao-preanalise-${protocol}.pdf`, contentType: 'application/pdf', content: Buffer.from(pdf) }],
        });
      }
      return reply.code(201).send({ protocol, outcome: result.outcome, result, created_at: createdAt, valid_until: validUntil });
    },
  );

  app.get(
    '/preanalyses/mine',
    {
      schema: {
        tags,
        summary: "The signed-in user's own pre-analyses, newest first",
        response: { 200: z.array(mineItem), 401: problemSchema, 403: problemSchema },
      },
    },
    async (request) => {
      assertCan(request, 'read', 'PreAnalysis', { user_id: request.user?.id ?? '' });
      const rows = await app.db
        .selectFrom('preanalyses')
        .select(['protocol', 'outcome', 'latitude', 'longitude', 'base_altitude_m', 'object_height_m', 'created_at', 'valid_until'])
        .where('user_id', '=', request.user!.id)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(200)
        .execute();
      return rows.map((r) => ({
        ...r,
        protocol: r.protocol.trim(),
        latitude: Number(r.latitude),
        longitude: Number(r.longitude),
        base_altitude_m: Number(r.base_altitude_m),
        object_height_m: Number(r.object_height_m),
      }));
    },
  );
}
