import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contactMessageInputSchema } from '../../domain/schemas/contact-message';
import { localeFrom } from '../errors/messages';
import { sendMail } from '../mail/index';
import { assertCan } from '../plugins/access';
import { clearListCache } from '../resources/list-cache';
import { HttpProblem, problemSchema } from '../errors/problem';

/** A visitor may send this many contact messages per window (per IP). */
export const CONTACT_RATE = { max: 5, timeWindow: '10 minutes' } as const;

/** The address inside "Name <address>" (or the text itself). */
function addressOf(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1]?.trim() ?? from.trim();
}

/** GET /api/documents/:id/file (the file of an auxiliary document) and POST /api/contact-messages (the contact form). */
export async function contentRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/documents/:id/file',
    {
      schema: {
        tags: ['documents'],
        summary: 'Download the file of an auxiliary document',
        params: z.object({ id: z.string().max(15) }),
        response: { 400: problemSchema, 404: problemSchema },
      },
    },
    async (request, reply) => {
      assertCan(request, 'read', 'Document');
      const raw = request.params.id;
      if (!/^\d{1,15}$/.test(raw)) throw new HttpProblem(400, 'not_an_integer', { field: 'id', value: raw });
      const row = await app.db
        .selectFrom('documents')
        .innerJoin('document_files', 'document_files.document_id', 'documents.id')
        .select(['documents.file_name', 'documents.mime_type', 'document_files.data'])
        .where('documents.id', '=', Number(raw))
        .executeTakeFirst();
      if (!row) throw new HttpProblem(404, 'not_found', { resource: 'documents', id: raw });
      const data = Buffer.from(row.data);
      return reply
        .type(row.mime_type)
        .header('content-length', String(data.length))
        .header('content-disposition', `attachment; filename="${row.file_name}"`)
        .header('cache-control', 'public, max-age=300')
        .send(data as never);
    },
  );

  app.post(
    '/contact-messages',
    {
      schema: {
        tags: ['contact-messages'],
        summary: 'Send a message to the AGA staff (rate limited per IP)',
        body: contactMessageInputSchema,
        response: { 201: z.object({ id: z.number().int(), created_at: z.string() }), 400: problemSchema, 429: problemSchema },
      },
      config: { rateLimit: { ...CONTACT_RATE } },
    },
    async (request, reply) => {
      const { name, email, subject, message } = request.body;
      const locale = localeFrom(request.headers['accept-language']);
      const createdAt = new Date().toISOString();
      const row = await app.db
        .insertInto('contact_messages')
        .values({ name, email, subject, message, locale, ip: request.ip.slice(0, 64), created_at: createdAt })
        .returning('id')
        .executeTakeFirstOrThrow();
      // Staff's cached lists of messages (on every instance) must show it.
      clearListCache(app.db, 'contact-messages');
      await sendMail(app.db, app.config, {
        to: addressOf(app.config.mailFrom),
        subject: `[Portal AGA] Atendimento #${row.id}: ${subject}`,
        text: [
          `Mensagem enviada pelo formulário de atendimento do Portal AGA em ${createdAt}.`,
          '',
          `Nome: ${name}`,
          `E-mail: ${email}`,
          `Idioma: ${locale}`,
          `Assunto: ${subject}`,
          '',
          message,
        ].join('\n'),
      });
      return reply.code(201).send({ id: row.id, created_at: createdAt });
    },
  );
}
