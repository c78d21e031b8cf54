import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatNup } from '../../src/domain/nup';
import { portalToday } from '../../src/domain/today';
import { startServer, type TestServer } from '../helpers/server';
import { tokenFor } from '../helpers/tokens';

// Data rules of issue 12 through the API: each refused with the field named, in pt and en, on POST, PUT and PATCH.
let server: TestServer;
let interno: Record<string, string>;
let admin: Record<string, string>;

const CAMPINAS = { state_code: 'SP', municipality_id: 3509502, municipality: 'Campinas' };
const CURITIBA = { state_code: 'PR', municipality_id: 4106902, municipality: 'Curitiba' };
const PLAN = {
  aerodrome_name: 'Regra Campo Plano',
  icao: null,
  type: 'PBZPA',
  signature_date: '2025-03-02',
  date: '2025-03-10',
  ordinance: 'Portaria 5/2025',
  ...CAMPINAS,
};
const TAC = {
  aerodrome_name: 'Regra Campo TAC',
  icao: null,
  type: 'Regularização',
  signature_date: '2025-01-05',
  dou_reference: 'DOU 3/2025',
  date: '2025-01-10',
  validity: '2027-01-10',
  ...CAMPINAS,
};
let sequence = 0;
const COMPLAINT = () => ({
  regional: 'CINDACTA 2',
  summary: 'Guindaste alto',
  nup: formatNup(`61000${String(++sequence).padStart(6, '0')}2025`),
  content: 'Guindaste na aproximação.',
  process_type: 'Denúncia',
  aerodrome_name: '',
  ...CURITIBA,
});

function tomorrow(): string {
  const [y, m, d] = portalToday().split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

interface Problem {
  status: number;
  errors?: { path: string; message: string }[];
}
async function send(method: string, path: string, body: unknown, headers: Record<string, string>, lang: string) {
  const response = await fetch(`${server.url}/api${path}`, { method, headers: { ...headers, 'accept-language': lang }, body: JSON.stringify(body) });
  return { status: response.status, type: response.headers.get('content-type'), body: (await response.json()) as Problem & Record<string, unknown> };
}
/** Sends a write in pt and in en and expects it refused with `status`, naming exactly `field` with these messages. */
async function expectRefused(
  method: string,
  path: string,
  body: unknown,
  field: string,
  messages: { pt: string; en: string },
  headers = interno,
  status = 400,
) {
  for (const lang of ['pt', 'en'] as const) {
    const answer = await send(method, path, body, headers, lang);
    expect(answer.status, `${method} ${path} ${JSON.stringify(body)}`).toBe(status);
    expect(answer.type).toMatch(/^application\/problem\+json/);
    expect(answer.body.errors).toEqual([{ path: `body.${field}`, message: messages[lang] }]);
  }
}
const create = async (path: string, body: unknown) => {
  const answer = await send('POST', path, body, interno, 'en');
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body as unknown as Record<string, unknown> & { id: number };
};

const FUTURE = { pt: 'A data não pode ser posterior a hoje.', en: 'The date cannot be later than today.' };
const STATE = { pt: 'Escolha uma das 27 unidades da federação.', en: 'Choose one of the 27 federative units.' };
const TOWN_SP = { pt: 'O município não pertence à UF SP.', en: 'The municipality is not in the state SP.' };
const UNKNOWN_AERODROME = { pt: 'Nenhum aeródromo cadastrado tem este id.', en: 'No registered aerodrome has this id.' };
const TOO_LARGE_ID = { pt: 'O maior valor aceito é 2.147.483.647.', en: 'The largest value accepted is 2,147,483,647.' };
const BEFORE_SIGNATURE = {
  pt: 'A data de publicação não pode ser anterior à data de assinatura.',
  en: 'The publication date cannot be earlier than the signature date.',
};

beforeAll(async () => {
  server = await startServer();
  interno = { authorization: `Bearer ${await tokenFor(server, 'Interno')}`, 'content-type': 'application/json' };
  admin = { authorization: `Bearer ${await tokenFor(server, 'Administrador')}`, 'content-type': 'application/json' };
});
afterAll(() => server?.close());

describe.each([
  { name: 'plans', record: PLAN },
  { name: 'tacs', record: TAC },
])('data rules of $name', ({ name, record }) => {
  it('refuses a municipality of another state, a state outside the 27 and dates after today on POST and PUT', async () => {
    const { id } = await create(`/${name}`, record);
    for (const [method, path] of [
      ['POST', `/${name}`],
      ['PUT', `/${name}/${id}`],
    ] as const) {
      await expectRefused(method, path, { ...record, municipality_id: CURITIBA.municipality_id }, 'municipality_id', TOWN_SP);
      await expectRefused(method, path, { ...record, state_code: 'XX' }, 'state_code', STATE);
      await expectRefused(method, path, { ...record, signature_date: '2025-01-01', date: tomorrow() }, 'date', FUTURE);
      await expectRefused(method, path, { ...record, signature_date: tomorrow() }, 'signature_date', FUTURE);
      await expectRefused(method, path, { ...record, signature_date: '2025-03-20', date: '2025-03-01', validity: '2027-01-01' }, 'date', BEFORE_SIGNATURE);
    }
  });

  it('checks a PATCH on the stored row merged with the change; today and a consistent change pass', async () => {
    const { id } = await create(`/${name}`, { ...record, aerodrome_name: `${record.aerodrome_name} PATCH` });
    const path = `/${name}/${id}`;
    // Each change alone is valid; merged with the stored row it is not.
    await expectRefused('PATCH', path, { state_code: 'PR' }, 'municipality_id', {
      pt: 'O município não pertence à UF PR.',
      en: 'The municipality is not in the state PR.',
    });
    await expectRefused('PATCH', path, { signature_date: '2025-12-01' }, 'date', BEFORE_SIGNATURE);
    await expectRefused('PATCH', path, { date: tomorrow() }, 'date', FUTURE);
    await expectRefused('PATCH', path, { state_code: 'ZZ' }, 'state_code', STATE);
    expect((await send('PATCH', path, { ...CURITIBA }, interno, 'en')).status).toBe(200);
    expect((await send('PATCH', path, { date: portalToday() }, interno, 'en')).status).toBe(200);
    const stored = await (await fetch(`${server.url}/api${path}`, { headers: interno })).json();
    expect(stored).toMatchObject({ state_code: 'PR', municipality_id: CURITIBA.municipality_id, date: portalToday() });
  });

  it('names an aerodrome id no aerodrome has, however large, on POST, PUT and PATCH (fuzz counterexample)', async () => {
    const { id } = await create(`/${name}`, { ...record, aerodrome_name: `${record.aerodrome_name} aeródromo` });
    for (const [aerodrome_id, messages] of [
      [99_999_999, UNKNOWN_AERODROME],
      [2_071_217_102_147_896, TOO_LARGE_ID],
    ] as const) {
      for (const [method, path, body] of [
        ['POST', `/${name}`, { ...record, aerodrome_id }],
        ['PUT', `/${name}/${id}`, { ...record, aerodrome_id }],
        ['PATCH', `/${name}/${id}`, { aerodrome_id }],
      ] as const) {
        await expectRefused(method, path, body, 'aerodrome_id', messages);
      }
    }
  });
});

describe("a TAC's validity", () => {
  it('cannot end before its signature', async () => {
    await expectRefused('POST', '/tacs', { ...TAC, validity: '2024-12-31' }, 'validity', {
      pt: 'A vigência não pode terminar antes da data de assinatura.',
      en: 'The validity cannot end before the signature date.',
    });
  });
});

describe('data rules of complaints on PUT and on a PATCH merged with the stored row', () => {
  it('refuses each rule with the field named, in pt and en', async () => {
    const stored = await create('/complaints', COMPLAINT());
    const path = `/complaints/${stored.id}`;
    const body = { ...COMPLAINT(), nup: stored.nup };
    await expectRefused('PUT', path, { ...body, state_code: 'XX' }, 'state_code', STATE);
    await expectRefused('PUT', path, { ...body, municipality_id: 3509502 }, 'municipality_id', {
      pt: 'O município não pertence à UF PR.',
      en: 'The municipality is not in the state PR.',
    });
    for (const [aerodrome_id, messages] of [
      [99_999_999, UNKNOWN_AERODROME],
      [2_071_217_102_147_896, TOO_LARGE_ID],
    ] as const) {
      await expectRefused('PUT', path, { ...body, aerodrome_id }, 'aerodrome_id', messages);
      await expectRefused('PATCH', path, { aerodrome_id }, 'aerodrome_id', messages);
    }
    await expectRefused('PATCH', path, { municipality_id: 2_071_217_102_147_896 }, 'municipality_id', TOO_LARGE_ID);
    await expectRefused('PUT', path, { ...body, created_at: '2099-12-31' }, 'created_at', FUTURE);
    await expectRefused('PUT', path, { ...body, nup: '123' }, 'nup', {
      pt: 'O NUP deve ter o formato NNNNN.NNNNNN/AAAA-DD.',
      en: 'The NUP must have the format NNNNN.NNNNNN/YYYY-DD.',
    });
    const other = await create('/complaints', COMPLAINT());
    await expectRefused(
      'PUT',
      path,
      { ...body, nup: other.nup },
      'nup',
      {
        pt: `O NUP ${String(other.nup)} já está na denúncia nº ${String(other.number)}.`,
        en: `The NUP ${String(other.nup)} is already on complaint no. ${String(other.number)}.`,
      },
      interno,
      409,
    );
    // A municipality picked in PR, then a PATCH of the state alone.
    expect((await send('PATCH', path, { municipality_id: CURITIBA.municipality_id }, interno, 'en')).status).toBe(200);
    await expectRefused('PATCH', path, { state_code: 'SP' }, 'municipality_id', TOWN_SP);
  });

  it('names a stored impossible date when a PATCH leaves it as it is', async () => {
    const stored = await create('/complaints', COMPLAINT());
    await server.app.db.updateTable('complaints').set({ created_at: '2099-12-31' }).where('id', '=', stored.id).execute();
    await expectRefused('PATCH', `/complaints/${stored.id}`, { summary: 'Só o resumo' }, 'created_at', FUTURE);
    expect((await send('PATCH', `/complaints/${stored.id}`, { summary: 'Com a data corrigida', created_at: portalToday() }, interno, 'en')).status).toBe(200);
  });
});

describe('data rules of users', () => {
  it('refuses a block date before today on PUT and PATCH, in pt and en', async () => {
    const { id } = (await (
      await fetch(`${server.url}/keycloak/user_info`, { headers: { authorization: `Bearer ${await tokenFor(server, 'Externo')}` } })
    ).json()) as { id: string };
    const messages = { pt: 'A data não pode ser anterior a hoje.', en: 'The date cannot be earlier than today.' };
    for (const method of ['PUT', 'PATCH']) {
      await expectRefused(method, `/users/${id}`, { preanalysis_blocked_until: '2020-01-01' }, 'preanalysis_blocked_until', messages, admin);
      expect((await send(method, `/users/${id}`, { preanalysis_blocked_until: portalToday() }, admin, 'en')).status).toBe(200);
    }
  });
});
