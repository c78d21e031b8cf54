import { sql, type Kysely } from 'kysely';
import { LOCALES } from '../../../domain/constants';
import type { Database } from '../schema';
import { readLocaleContent } from './content-files';
import { renderDocumentPdf } from './content-pdf';

/** The date the seeded documents are published with. */
const PUBLISHED_AT = '2026-11-22';

interface Logger {
  info(msg: string): void;
}

async function isEmpty(db: Kysely<Database>, table: 'pages' | 'documents' | 'legislation' | 'faqs'): Promise<boolean> {
  return (
    (await db
      .selectFrom(table)
      .select(sql<number>`1`.as('one'))
      .limit(1)
      .executeTakeFirst()) === undefined
  );
}

/**
 * The public portal's pages, documents (with their PDFs), legislation and FAQs in pt, en and es.
 * Each table is filled only while it is empty, so running it again changes nothing and never
 * overwrites what administrators edited.
 */
export async function seedContent(db: Kysely<Database>, log?: Logger) {
  const counts = { pages: 0, documents: 0, legislation: 0, faqs: 0 };
  // Read (and checked) only when a table is to be filled: texts/<locale>/*.json and *.md, see content-files.ts.
  const entries = LOCALES.map((locale) => [locale, readLocaleContent(locale)] as const);
  const now = new Date().toISOString();
  if (await isEmpty(db, 'pages')) {
    const rows = entries.flatMap(([locale, c]) =>
      c.pages.map((p) => ({
        slug: p.slug,
        locale,
        title: p.title,
        summary: p.summary,
        body: JSON.stringify(p.sections),
        updated_at: now,
      })),
    );
    await db.insertInto('pages').values(rows).execute();
    counts.pages = rows.length;
  }
  if (await isEmpty(db, 'legislation')) {
    const rows = entries.flatMap(([locale, c]) => c.legislation.map((l) => ({ ...l, locale })));
    await db.insertInto('legislation').values(rows).execute();
    counts.legislation = rows.length;
  }
  if (await isEmpty(db, 'faqs')) {
    const rows = entries.flatMap(([locale, c]) => c.faqs.map((f, index) => ({ ...f, position: (index + 1) * 10, locale })));
    await db.insertInto('faqs').values(rows).execute();
    counts.faqs = rows.length;
  }
  if (await isEmpty(db, 'documents')) {
    for (const [locale, c] of entries) {
      for (const document of c.documents) {
        const data = await renderDocumentPdf(document, PUBLISHED_AT);
        const { id } = await db
          .insertInto('documents')
          .values({
            title: document.title,
            description: document.description,
            category: document.category,
            file_name: document.file_name,
            mime_type: 'application/pdf',
            size: data.length,
            locale,
            published_at: PUBLISHED_AT,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await db.insertInto('document_files').values({ document_id: id, data }).execute();
        counts.documents += 1;
      }
    }
  }
  log?.info(`seed: content: ${counts.pages} pages, ${counts.documents} documents, ${counts.legislation} legislation, ${counts.faqs} FAQs`);
  return counts;
}
