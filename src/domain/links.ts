/**
 * Where the portal's texts send a reader: the authority's systems and sites, and the official text of each law the
 * legislation page names. Content is data administrators edit, so the links are laid over it when it is shown
 * (client/components/content/LinkedText.tsx) instead of being written into every stored text.
 */
export const SYSAGA_URL = 'https://sysaga.decea.mil.br';
export const DECEA_URL = 'https://www.decea.mil.br';
/** DECEA's publications (ICA instructions and the Commander's ordinances are published there). */
const DECEA_PUBLICATIONS_URL = 'https://publicacoes.decea.mil.br';

/** The official text of a law by the code the legislation table stores; the authority's publications otherwise. */
const LAW_TEXTS: Readonly<Record<string, string>> = {
  'Lei nº 7.565': 'https://www.planalto.gov.br/ccivil_03/leis/l7565compilado.htm',
};

export function lawTextUrl(code: string): string {
  return LAW_TEXTS[code] ?? (/^Lei\b/.test(code) ? 'https://www4.planalto.gov.br/legislacao' : DECEA_PUBLICATIONS_URL);
}
