import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { renderPdf } from '../../documents/pdfmake';
import type { DocumentContent } from './content-files';

/** A list item: a box to tick, or a label with a line to fill in. */
function item(text: string, fill: boolean): Content {
  return fill
    ? {
        columns: [
          { text, width: 200 },
          { text: '_'.repeat(48), width: '*' },
        ],
        margin: [0, 4, 0, 4],
      }
    : {
        columns: [
          { text: '[   ]', width: 28 },
          { text, width: '*' },
        ],
        margin: [0, 2, 0, 2],
      };
}

/** Renders a document's text as a small A4 PDF (Roboto, subset-embedded). */
export async function renderDocumentPdf(document: DocumentContent, date: string): Promise<Buffer> {
  const definition: TDocumentDefinitions = {
    info: { title: document.title, author: 'Portal AGA', subject: document.description },
    pageSize: 'A4',
    pageMargins: [50, 60, 50, 60],
    defaultStyle: { font: 'Roboto', fontSize: 10.5, lineHeight: 1.2 },
    footer: (current, count) => ({
      text: `${document.pdf.footer}  —  ${date}  —  ${current}/${count}`,
      fontSize: 8,
      alignment: 'center',
      margin: [0, 20, 0, 0],
    }),
    content: [
      { text: document.title, fontSize: 17, bold: true, margin: [0, 0, 0, 10] },
      { text: document.pdf.intro, margin: [0, 0, 0, 12] },
      ...document.pdf.sections.flatMap((section): Content[] => [
        { text: section.heading, fontSize: 12.5, bold: true, margin: [0, 10, 0, 6] },
        ...section.items.map((text) => item(text, section.fill === true)),
      ]),
    ],
  };
  return renderPdf(definition);
}
