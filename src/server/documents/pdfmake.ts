import { createRequire } from 'node:module';
import path from 'node:path';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';

// pdfmake's server build is a singleton shared by every document (exports, declarations, seeded
// documents): configured once with the bundled Roboto fonts and the access policies. It is loaded on the first
// document, not at start-up: with pdfkit and fontkit it weighs ~20 MB resident that an idle server never uses.
const require = createRequire(import.meta.url);
const FONT_DIR = path.join(path.dirname(require.resolve('pdfmake/package.json')), 'fonts', 'Roboto');

// The types describe the module's functions; at run time they hang off the CommonJS default export.
type Pdfmake = typeof import('pdfmake');
let loaded: Promise<Pdfmake> | null = null;
function configuredPdfmake() {
  loaded ??= (import('pdfmake') as Promise<{ default: Pdfmake }>).then(({ default: pdfmake }) => {
    pdfmake.setFonts({
      Roboto: {
        normal: path.join(FONT_DIR, 'Roboto-Regular.ttf'),
        bold: path.join(FONT_DIR, 'Roboto-Medium.ttf'),
        italics: path.join(FONT_DIR, 'Roboto-Italic.ttf'),
        bolditalics: path.join(FONT_DIR, 'Roboto-MediumItalic.ttf'),
      },
    });
    // Documents never fetch anything: no URL at all, and from the disk only the bundled fonts.
    pdfmake.setUrlAccessPolicy(() => false);
    pdfmake.setLocalAccessPolicy((file) => path.resolve(file).startsWith(FONT_DIR));
    return pdfmake;
  });
  return loaded;
}

/** Lays out a document definition and returns the PDF's bytes. */
export async function renderPdf(definition: TDocumentDefinitions): Promise<Buffer> {
  return (await configuredPdfmake()).createPdf(definition).getBuffer();
}
