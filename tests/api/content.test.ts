import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server';

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.close());

async function list(resource: string, query: string) {
  const response = await fetch(`${server.url}/api/${resource}?${query}`);
  const body = (await response.json()) as Record<string, unknown>[];
  return { response, body, total: Number(response.headers.get('x-total-count')) };
}

/** Each contact test comes from its own address (the app trusts X-Forwarded-For), so their rate limits are apart. */
function postContact(body: unknown, ip: string, language = 'en') {
  return fetch(`${server.url}/api/contact-messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': language, 'x-forwarded-for': ip },
    body: JSON.stringify(body),
  });
}

const VALID = {
  name: 'Maria Souza',
  email: 'maria@example.com',
  subject: 'Plano do aeródromo',
  message: 'Onde encontro o plano de zona de proteção do aeródromo da minha cidade?',
};

describe('content resources', () => {
  const SLUGS = [
    'inicio',
    'opea',
    'aerodromo',
    'alteracao',
    'exploracao',
    'plano-diretor',
    'inscricao',
    'sysaga',
    'documentos',
    'legislacao',
    'duvidas',
    'atendimento',
  ];

  it.each(['pt', 'en', 'es'])('lists every page, FAQ, rule and document in %s', async (locale) => {
    const pages = await list('pages', `locale=${locale}&_start=0&_end=100`);
    expect(pages.response.status).toBe(200);
    expect(pages.body.map((p) => p.slug).sort()).toEqual([...SLUGS].sort());
    expect(pages.body.every((p) => p.locale === locale)).toBe(true);
    for (const page of pages.body) expect(Array.isArray(JSON.parse(String(page.body)))).toBe(true);

    const faqs = await list('faqs', `locale=${locale}&_sort=position`);
    expect(faqs.total).toBeGreaterThanOrEqual(8);
    expect(faqs.total).toBeLessThanOrEqual(15);
    const positions = faqs.body.map((f) => Number(f.position));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));

    const legislation = await list('legislation', `locale=${locale}`);
    expect(legislation.total).toBeGreaterThanOrEqual(4);
    expect(legislation.body.map((l) => l.code)).toEqual(expect.arrayContaining(['ICA 11-3', 'ICA 11-4', 'ICA 11-408']));

    const documents = await list('documents', `locale=${locale}`);
    expect(documents.total).toBeGreaterThanOrEqual(3);
    expect(documents.body.every((d) => d.mime_type === 'application/pdf' && Number(d.size) > 0)).toBe(true);
  });

  it('searches with q and filters by category', async () => {
    const faqs = await list('faqs', 'locale=pt&q=pré-análise cinco');
    expect(faqs.total).toBeGreaterThan(0);
    expect(faqs.body.every((f) => `${String(f.question)} ${String(f.answer)}`.toLowerCase().includes('cinco'))).toBe(true);
    const all = await list('faqs', 'locale=pt');
    expect(faqs.total).toBeLessThan(all.total);

    const byCategory = await list('faqs', 'locale=en&category=sysaga');
    expect(byCategory.total).toBeGreaterThan(0);
    expect(byCategory.body.every((f) => f.category === 'sysaga')).toBe(true);

    const rules = await list('legislation', 'locale=es&q=11-408');
    expect(rules.body.map((l) => l.code)).toEqual(['ICA 11-408']);
    const documents = await list('documents', 'locale=en&q=height');
    expect(documents.body.map((d) => d.title)).toEqual(['Height declaration template']);
    expect((await list('pages', 'locale=pt&q=zzzz-nada')).total).toBe(0);
    expect((await list('faqs', 'colour=blue')).response.status).toBe(400);
  });

  it('serves each document as a real PDF with its name', async () => {
    const { body } = await list('documents', 'locale=pt');
    for (const document of body) {
      const response = await fetch(`${server.url}/api/documents/${String(document.id)}/file`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^application\/pdf/);
      expect(response.headers.get('content-disposition')).toContain(String(document.file_name));
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(bytes.subarray(-6).toString('latin1')).toMatch(/%%EOF/);
      expect(bytes.length).toBe(Number(document.size));
    }
    expect((await fetch(`${server.url}/api/documents/999999/file`)).status).toBe(404);
    expect((await fetch(`${server.url}/api/documents/abc/file`)).status).toBe(400);
  });

  it('lets visitors read but not write content', async () => {
    const response = await fetch(`${server.url}/api/faqs`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ question: 'Uma pergunta?', answer: 'Uma resposta.', category: 'general', locale: 'pt' }),
    });
    expect(response.status).toBe(401);
    expect((await fetch(`${server.url}/api/contact-messages`)).status).toBe(401);
  });
});

describe('POST /api/contact-messages', () => {
  it('stores a valid message and e-mails the staff inbox', async () => {
    const response = await postContact(VALID, '198.51.100.1');
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    const stored = await server.app.db.selectFrom('contact_messages').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ name: VALID.name, email: VALID.email, subject: VALID.subject, message: VALID.message, locale: 'en' });
    const mail = await server.app.db.selectFrom('outbox').selectAll().where('subject', 'like', `%#${id}:%`).executeTakeFirstOrThrow();
    expect(mail.to_address).toMatch(/@/);
    expect(mail.text).toContain(VALID.email);
    expect(mail.text).toContain(VALID.message);
  });

  it('refuses an invalid message with a 400 problem naming each field, and stores nothing', async () => {
    const before = await server.app.db
      .selectFrom('contact_messages')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const response = await postContact({ name: 'M', email: 'not-an-email', subject: '', message: 'short' }, '198.51.100.2', 'es');
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    const problem = (await response.json()) as { status: number; errors: { path: string; message: string }[] };
    expect(problem.status).toBe(400);
    expect(problem.errors.map((e) => e.path).sort()).toEqual(['body.email', 'body.message', 'body.name', 'body.subject']);
    const after = await server.app.db
      .selectFrom('contact_messages')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('answers a sixth message within ten minutes with a translated 429 problem', async () => {
    for (let i = 0; i < 5; i++) expect((await postContact(VALID, '198.51.100.3', 'pt')).status).toBe(201);
    const response = await postContact(VALID, '198.51.100.3', 'pt');
    expect(response.status).toBe(429);
    expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    const problem = (await response.json()) as { status: number; detail: string };
    expect(problem.status).toBe(429);
    expect(problem.detail).toMatch(/Muitas requisições/);
    // Another visitor is not affected.
    expect((await postContact(VALID, '198.51.100.4')).status).toBe(201);
  });
});
