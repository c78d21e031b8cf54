import type { PageSection } from '../../../domain/schemas/page';

/** The portal's public content in one language, as the seed writes it (administrators edit it later). */
export interface PageContent {
  slug: string;
  title: string;
  summary: string;
  sections: PageSection[];
}
export interface FaqContent { question: string; answer: string; category: string }
export interface LegislationContent { code: string; title: string; summary: string; issuing_body: string; year: number | null; reference: string }
/** A document and the text of its PDF: sections whose list items become check boxes (or fields to fill). */
export interface DocumentContent {
  key: string;
  title: string;
  description: string;
  category: 'checklist' | 'template' | 'form' | 'guide';
  file_name: string;
  pdf: { intro: string; sections: { heading: string; items: string[]; fill?: boolean }[]; footer: string };
}
export interface LocaleContent {
  pages: PageContent[];
  faqs: FaqContent[];
  legislation: LegislationContent[];
  documents: DocumentContent[];
}
