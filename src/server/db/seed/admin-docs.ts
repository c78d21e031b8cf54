import type { Kysely } from 'kysely';
import { LOCALES } from '../../../domain/constants';
import type { RoadmapStatus } from '../../../domain/schemas/roadmap';
import type { Database } from '../schema';
import { readAdminDocs } from './content-files';

/** The internal documentation and guide, every section in pt, en and es (texts/<locale>/admin-docs.json and its Markdown files). */
export async function seedAdminPages(db: Kysely<Database>): Promise<number> {
  const now = new Date().toISOString();
  const rows = LOCALES.flatMap((locale) => {
    const docs = readAdminDocs(locale);
    return (['documentation', 'guide'] as const).flatMap((kind) =>
      docs[kind].map((section, index) => ({
        kind,
        locale,
        slug: section.slug,
        title: section.title,
        body_md: section.body,
        position: (index + 1) * 10,
        updated_at: now,
        updated_by: null,
      })),
    );
  });
  await db.insertInto('admin_pages').values(rows).execute();
  return rows.length;
}

/** The project's remaining and finished work as the roadmap starts (titles in Portuguese, the team's language). */
const ROADMAP: readonly { title: string; description: string; status: RoadmapStatus; target: string }[] = [
  {
    title: 'Auditoria Lighthouse da página inicial',
    description: 'Medir desempenho, acessibilidade e boas práticas da página inicial pública e registrar as notas em docs/performance.md.',
    status: 'planned',
    target: '2027-T1',
  },
  {
    title: 'Reduzir o JavaScript inicial para 200 kB',
    description: 'A página inicial carrega cerca de 260 kB (gzip). Montar o Refine só em volta das listas e da área interna economiza cerca de 63 kB.',
    status: 'in_progress',
    target: '2027-T1',
  },
  {
    title: 'Benchmark com 1 milhão de planos',
    description: 'Repetir o benchmark da API de listas com 1.000.000 de linhas, em SQLite e em PostgreSQL (BENCH_DATABASE_URL).',
    status: 'planned',
    target: '2027-T1',
  },
  {
    title: 'Integração com o SYSAGA',
    description: 'Trocar dados de processos com o SYSAGA, o sistema de análise da área AGA: consulta do andamento pelo NUP e envio das pré-análises.',
    status: 'planned',
    target: '2027-T2',
  },
  {
    title: 'Busca sem diferenciar acentos',
    description: 'Hoje "sao paulo" não encontra "São Paulo". Exige uma coluna sem acentos nos dois bancos.',
    status: 'planned',
    target: '2027-T2',
  },
  {
    title: 'Anexos nos e-mails',
    description: 'O módulo de e-mail ainda não envia anexos; a declaração de pré-análise segue como link.',
    status: 'planned',
    target: '2027-T2',
  },
  {
    title: 'Denúncias com número de controle e NUP',
    description: 'Cadastro, filtros, exportação e número sequencial nunca reutilizado.',
    status: 'done',
    target: '2026-11',
  },
  {
    title: 'Documentação, guia e roteiro editáveis',
    description: 'Páginas em Markdown guardadas no banco, com pré-visualização, nos três idiomas.',
    status: 'done',
    target: '2026-11',
  },
  {
    title: 'Exportação em CSV, XLSX e PDF',
    description: 'Planos e TACs exportados com os filtros da lista; PDF limitado a 5.000 linhas.',
    status: 'done',
    target: '2026-11',
  },
  {
    title: 'Cache de listas compartilhado entre instâncias',
    description: 'Substituído pelo cache local de 60 segundos, limpo a cada gravação; suficiente para o volume atual.',
    status: 'cancelled',
    target: '',
  },
];

export async function seedRoadmap(db: Kysely<Database>): Promise<number> {
  const now = new Date().toISOString();
  await db
    .insertInto('roadmap_items')
    .values(ROADMAP.map((item, index) => ({ ...item, position: (index + 1) * 10, created_at: now, updated_at: now })))
    .execute();
  return ROADMAP.length;
}
