// The seed's texts are data files (src/server/db/seed/texts/<locale>/): every file of every language must parse,
// and the languages must match, so a page, document or section missing from one translation fails here rather than
// in a freshly seeded database.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/domain/constants';
import { CONTENT_DIR, parsePageMarkdown, readAdminDocs, readLocaleContent } from '../../src/server/db/seed/content-files';

const all = LOCALES.map((locale) => ({ locale, content: readLocaleContent(locale), docs: readAdminDocs(locale) }));
const [pt, ...others] = all;

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

describe('seed texts', () => {
  it('reads every language, with content in every table', () => {
    for (const { content, docs } of all) {
      expect(content.pages.length).toBeGreaterThan(5);
      expect(content.faqs.length).toBeGreaterThan(5);
      expect(content.legislation.length).toBeGreaterThan(2);
      expect(content.documents.length).toBeGreaterThan(0);
      expect(docs.documentation.length).toBeGreaterThan(2);
      expect(docs.guide.length).toBeGreaterThan(2);
    }
  });

  it('holds the same files in every language, and only files the reader reads', () => {
    const expected = [
      'admin-docs.json',
      'documents.json',
      'faqs.json',
      'legislation.json',
      'pages.json',
      ...pt!.content.pages.filter((page) => page.sections.length > 0).map((page) => `pages/${page.slug}.md`),
      ...pt!.docs.documentation.map((section) => `documentation/${section.key}.md`),
      ...pt!.docs.guide.map((section) => `guide/${section.key}.md`),
    ].sort();
    for (const { locale } of all) expect(filesUnder(path.join(CONTENT_DIR, locale)), locale).toEqual(expected);
    expect(fs.readdirSync(CONTENT_DIR).sort()).toEqual([...LOCALES, 'README.md'].sort());
  });

  it('translates the same pages, documents, FAQs, legislation and sections, in the same order', () => {
    const shape = ({ content, docs }: (typeof all)[number]) => ({
      pages: content.pages.map((page) => ({ slug: page.slug, sections: page.sections.map((s) => [s.paragraphs.length, s.list?.length ?? 0]) })),
      documents: content.documents.map((d) => ({ key: d.key, category: d.category, pdf: d.pdf.sections.map((s) => [s.items.length, s.fill ?? false]) })),
      faqs: content.faqs.map((faq) => faq.category),
      legislation: content.legislation.map((law) => law.year),
      documentation: docs.documentation.map((section) => section.key),
      guide: docs.guide.map((section) => section.key),
    });
    for (const other of others) expect(shape(other), other.locale).toEqual(shape(pt!));
  });
});

describe('the seed texts reader', () => {
  let dir = '';
  afterEach(() => {
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });
  /** A copy of the pt texts as language `en`, to break. */
  function copy(): string {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-texts-'));
    fs.cpSync(path.join(CONTENT_DIR, 'pt'), path.join(dir, 'en'), { recursive: true });
    return path.join(dir, 'en');
  }
  const edit = (file: string, change: (value: any) => void) => {
    const value = JSON.parse(fs.readFileSync(file, 'utf8'));
    change(value);
    fs.writeFileSync(file, JSON.stringify(value));
  };

  it('names the file and the field that is missing or wrong', () => {
    const base = copy();
    edit(path.join(base, 'faqs.json'), (faqs) => {
      delete faqs[2].answer;
    });
    expect(() => readLocaleContent('en', dir)).toThrow(/en[/\\]faqs\.json: 2\.answer: /);
    fs.cpSync(path.join(CONTENT_DIR, 'pt', 'faqs.json'), path.join(base, 'faqs.json'));
    edit(path.join(base, 'documents.json'), (documents) => {
      documents[0].pdf.sections[1].fill = 'yes';
    });
    expect(() => readLocaleContent('en', dir)).toThrow(/en[/\\]documents\.json: 0\.pdf\.sections\.1\.fill: /);
    edit(path.join(base, 'admin-docs.json'), (index) => {
      index.guide[0].titel = index.guide[0].title;
    });
    expect(() => readAdminDocs('en', dir)).toThrow(/en[/\\]admin-docs\.json: guide\.0(\.title: |: Unrecognized key)/);
  });

  it('fails on a missing body, a file no index lists and a repeated slug', () => {
    const base = copy();
    fs.rmSync(path.join(base, 'guide', 'users.md'));
    expect(() => readAdminDocs('en', dir)).toThrow(/en[/\\]guide[/\\]users\.md: file not found/);
    fs.writeFileSync(path.join(base, 'guide', 'users.md'), 'x');
    fs.writeFileSync(path.join(base, 'pages', 'nova.md'), '## Nova\n\nTexto.\n');
    expect(() => readLocaleContent('en', dir)).toThrow(/pages[/\\]nova\.md: not listed in pages\.json/);
    fs.rmSync(path.join(base, 'pages', 'nova.md'));
    edit(path.join(base, 'pages.json'), (pages) => {
      pages[1].slug = pages[0].slug;
    });
    expect(() => readLocaleContent('en', dir)).toThrow(/pages\.json: slug "inicio" appears twice/);
  });

  it('reads a page body as sections of paragraphs and one list, and rejects what it cannot represent', () => {
    expect(parsePageMarkdown('## One\n\nFirst paragraph\nwrapped.\n\nSecond.\n\n- a\n- b\n\n## Two\n\nOnly text.\n', 'p.md')).toEqual([
      { heading: 'One', paragraphs: ['First paragraph wrapped.', 'Second.'], list: ['a', 'b'] },
      { heading: 'Two', paragraphs: ['Only text.'] },
    ]);
    expect(() => parsePageMarkdown('Intro.\n\n## One\n', 'p.md')).toThrow(/p\.md: line 1: text before the first "## " heading/);
    expect(() => parsePageMarkdown('## One\n\n- a\n\nAfter.\n', 'p.md')).toThrow(/p\.md: line 5: a paragraph after the list/);
    expect(() => parsePageMarkdown('## One\n\n### Sub\n', 'p.md')).toThrow(/p\.md: line 3: only "## " headings/);
  });
});
