// The seed's texts are data files under ./texts/<locale>/ (layout in texts/README.md): Markdown for page
// bodies and the internal documentation and guide, JSON for titles, order and structured lists. This module reads
// and checks them. The folder is found beside the running module: src/server/db/seed/texts under tsx and vitest,
// dist/server/texts in the compiled server (scripts/build-server.mjs copies it next to main.js and its chunks).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { Locale } from '../../../domain/constants';
import type { AdminPageKind } from '../../../domain/schemas/admin-page';
import { DOCUMENT_CATEGORIES } from '../../../domain/schemas/document';
import { FAQ_CATEGORIES } from '../../../domain/schemas/faq';
import { pageBodySchema, type PageSection } from '../../../domain/schemas/page';

export const CONTENT_DIR = fileURLToPath(new URL('./texts/', import.meta.url));

const text = z.string().min(1);
const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

const pageIndexSchema = z.array(z.strictObject({ slug, title: text, summary: text }));
const faqsSchema = z.array(z.strictObject({ category: z.enum(FAQ_CATEGORIES), question: text, answer: text }));
const legislationSchema = z.array(
  z.strictObject({
    code: text,
    title: text,
    summary: text,
    issuing_body: text,
    year: z.number().int().nullable(),
    reference: text,
  }),
);
/** A document and the text of its PDF: sections whose items become check boxes (or, with `fill`, lines to fill in). */
const documentsSchema = z.array(
  z.strictObject({
    key: slug,
    category: z.enum(DOCUMENT_CATEGORIES),
    file_name: z.string().regex(/^[A-Za-z0-9._-]{1,120}$/),
    title: text,
    description: text,
    pdf: z.strictObject({
      intro: text,
      sections: z.array(z.strictObject({ heading: text, fill: z.boolean().optional(), items: z.array(text).min(1) })).min(1),
      footer: text,
    }),
  }),
);
/** `key` names the body's file and is the same in every language; `slug` is the section's address in this one. */
const adminDocEntry = z.strictObject({ key: slug, slug, title: text });
const adminDocsIndexSchema = z.strictObject({ documentation: z.array(adminDocEntry).min(1), guide: z.array(adminDocEntry).min(1) });

export type DocumentContent = z.infer<typeof documentsSchema>[number];
interface PageContent {
  slug: string;
  title: string;
  summary: string;
  sections: PageSection[];
}
/** The portal's public content in one language, as the seed writes it (administrators edit it later). */
export interface LocaleContent {
  pages: PageContent[];
  faqs: z.infer<typeof faqsSchema>;
  legislation: z.infer<typeof legislationSchema>;
  documents: DocumentContent[];
}
interface AdminDocSection {
  key: string;
  slug: string;
  title: string;
  body: string;
}
/** The seeded documentation and guide of one language, in reading order. */
export type AdminDocs = Record<AdminPageKind, AdminDocSection[]>;

function fail(file: string, message: string): never {
  throw new Error(`seed texts: ${file}: ${message}`);
}

function readText(file: string): string {
  if (!fs.existsSync(file)) fail(file, 'file not found');
  return fs.readFileSync(file, 'utf8').replace(/\r\n?/g, '\n');
}

/** Checks `value` against `schema`; the error names the file and each failing field (e.g. `3.answer`). */
function check<T>(schema: z.ZodType<T>, value: unknown, file: string): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  fail(file, result.error.issues.map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : '(whole file)'}: ${issue.message}`).join('; '));
}

function readJson<T>(schema: z.ZodType<T>, file: string): T {
  const raw = readText(file);
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch (error) {
    fail(file, `not valid JSON (${error instanceof Error ? error.message : String(error)})`);
  }
  return check(schema, value, file);
}

function unique(values: string[], field: string, file: string): void {
  const twice = values.find((value, index) => values.indexOf(value) !== index);
  if (twice !== undefined) fail(file, `${field} "${twice}" appears twice`);
}

/** Every `.md` file in `folder` must be one the index names: a file under another name would be silently left out. */
function noStrayFiles(folder: string, expected: string[], index: string): void {
  if (!fs.existsSync(folder)) return;
  for (const name of fs.readdirSync(folder)) {
    if (!expected.includes(name)) fail(path.join(folder, name), `not listed in ${path.basename(index)}`);
  }
}

/**
 * A page body: `## Heading` starts a section; blank lines separate its paragraphs (a paragraph's lines are joined
 * with a space); a block of `- ` lines is the section's list, which comes after its paragraphs. The text is plain:
 * the portal shows paragraphs and items as written, without inline Markdown.
 */
export function parsePageMarkdown(markdown: string, file: string): PageSection[] {
  const sections: PageSection[] = [];
  let current: PageSection | undefined;
  let block: string[] = [];
  let lineNo = 0;
  const flush = () => {
    if (block.length === 0) return;
    const where = `line ${lineNo - block.length}`;
    if (!current) fail(file, `${where}: text before the first "## " heading`);
    if (block[0]!.startsWith('- ')) {
      if (!block.every((line) => line.startsWith('- '))) fail(file, `${where}: a list mixes "- " items with other lines`);
      if (current.list) fail(file, `${where}: a second list in section "${current.heading}" (a section has one list)`);
      current.list = block.map((line) => line.slice(2).trim());
    } else {
      if (current.list) fail(file, `${where}: a paragraph after the list of section "${current.heading}" (the list comes last)`);
      current.paragraphs.push(block.map((line) => line.trim()).join(' '));
    }
    block = [];
  };
  for (const line of markdown.split('\n')) {
    lineNo += 1;
    if (line.startsWith('## ')) {
      flush();
      current = { heading: line.slice(3).trim(), paragraphs: [] };
      if (current.heading === '') fail(file, `line ${lineNo}: a heading without text`);
      sections.push(current);
    } else if (line.trim() === '') {
      flush();
    } else if (line.startsWith('#')) {
      fail(file, `line ${lineNo}: only "## " headings start a section`);
    } else {
      block.push(line);
    }
  }
  lineNo += 1;
  flush();
  check(pageBodySchema, sections, file);
  return sections;
}

/** The portal pages, FAQs, legislation and documents of one language, read from `dir`/`locale`. */
export function readLocaleContent(locale: Locale, dir = CONTENT_DIR): LocaleContent {
  const base = path.join(dir, locale);
  const pagesFile = path.join(base, 'pages.json');
  const index = readJson(pageIndexSchema, pagesFile);
  unique(
    index.map((page) => page.slug),
    'slug',
    pagesFile,
  );
  // A page without text of its own (it lists documents, legislation or FAQs) has no body file.
  const pages = index.map((page) => {
    const file = path.join(base, 'pages', `${page.slug}.md`);
    return { ...page, sections: fs.existsSync(file) ? parsePageMarkdown(readText(file), file) : [] };
  });
  noStrayFiles(
    path.join(base, 'pages'),
    index.map((page) => `${page.slug}.md`),
    pagesFile,
  );
  const documentsFile = path.join(base, 'documents.json');
  const documents = readJson(documentsSchema, documentsFile);
  unique(
    documents.map((document) => document.key),
    'key',
    documentsFile,
  );
  return {
    pages,
    faqs: readJson(faqsSchema, path.join(base, 'faqs.json')),
    legislation: readJson(legislationSchema, path.join(base, 'legislation.json')),
    documents,
  };
}

/** The internal documentation and guide of one language: `admin-docs.json` and one Markdown body per section. */
export function readAdminDocs(locale: Locale, dir = CONTENT_DIR): AdminDocs {
  const base = path.join(dir, locale);
  const indexFile = path.join(base, 'admin-docs.json');
  const index = readJson(adminDocsIndexSchema, indexFile);
  const read = (kind: keyof AdminDocs) => {
    unique(
      index[kind].map((entry) => entry.key),
      `${kind} key`,
      indexFile,
    );
    unique(
      index[kind].map((entry) => entry.slug),
      `${kind} slug`,
      indexFile,
    );
    noStrayFiles(
      path.join(base, kind),
      index[kind].map((entry) => `${entry.key}.md`),
      indexFile,
    );
    return index[kind].map((entry) => {
      const file = path.join(base, kind, `${entry.key}.md`);
      const body = readText(file).replace(/\n+$/, '');
      if (body.trim() === '') fail(file, 'the body is empty');
      return { ...entry, body };
    });
  };
  return { documentation: read('documentation'), guide: read('guide') };
}
