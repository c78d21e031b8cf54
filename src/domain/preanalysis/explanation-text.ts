/**
 * The words of a pre-analysis explanation in the portal's three languages. The screens (signed-in result and public
 * lookup), the declaration PDF and the e-mail all print findings through findingLine(), so a line reads the same
 * everywhere; this is deliberately not in the browser's i18next JSON, which the server cannot read.
 */
import type { Locale } from '../constants';
import type { PreanalysisFinding } from './findings';
import type { CriterionCode, SurfaceCode } from './types';

export interface ExplanationMessages {
  /** BCP 47 tag for numbers and dates. */
  tag: string;
  runwayEnd: string;
  surfaces: Record<SurfaceCode, string>;
  reasons: Record<CriterionCode, string>;
  heights: string;
  noLimit: string;
  reasons_one: string;
  reasons_other: string;
  envelope: string;
  vertex: string;
  /** Title of the document a result produces, by outcome: the same on screen and in the PDF. */
  documentTitle: Record<'not_required' | 'case_required', string>;
  nextStep: string;
}

const pt: ExplanationMessages = {
  tag: 'pt-BR',
  runwayEnd: 'cabeceira {ident}',
  surfaces: {
    approach: 'superfície de aproximação',
    takeoff_climb: 'superfície de decolagem',
    transitional: 'superfície de transição',
    runway_strip: 'faixa de pista',
    inner_horizontal: 'superfície horizontal interna',
    conical: 'superfície cônica',
    outer_horizontal: 'superfície horizontal externa',
    heliport_approach_takeoff: 'superfície de aproximação e decolagem do heliponto',
  },
  reasons: {
    ols_penetration: 'o topo ultrapassa a superfície',
    art109_first_section: 'Art. 109: objeto na primeira seção da aproximação',
    art109_second_section: 'Art. 109: objeto na segunda seção, mais de 60 m acima da cabeceira',
    art109_horizontal_section: 'Art. 109: objeto na seção horizontal, mais de 140 m acima da cabeceira',
    art109_dangerous_nature: 'Art. 109: objeto de natureza perigosa',
    art109_poorly_visible: 'Art. 109: objeto de pouca visibilidade a até 3 km da pista',
  },
  heights: 'altitude permitida {allowed} m; topo do objeto {top} m; excesso {excess} m',
  noLimit: 'topo do objeto {top} m; exige análise pela posição ou natureza, sem altitude permitida',
  reasons_one: 'Motivo: {list}.',
  reasons_other: 'Motivos: {list}.',
  envelope: '(avaliação conservadora pelo ponto de referência do aeródromo)',
  vertex: '(vértice {n})',
  documentTitle: { not_required: 'Declaração de Inexigibilidade', case_required: 'Aviso de abertura de processo' },
  nextStep: 'Próximo passo: abra um processo no SYSAGA informando o protocolo {protocol}; o órgão regional do DECEA analisará o objeto.',
};

const en: ExplanationMessages = {
  tag: 'en-GB',
  runwayEnd: 'threshold {ident}',
  surfaces: {
    approach: 'approach surface',
    takeoff_climb: 'take-off climb surface',
    transitional: 'transitional surface',
    runway_strip: 'runway strip',
    inner_horizontal: 'inner horizontal surface',
    conical: 'conical surface',
    outer_horizontal: 'outer horizontal surface',
    heliport_approach_takeoff: 'heliport approach and take-off surface',
  },
  reasons: {
    ols_penetration: 'the top penetrates the surface',
    art109_first_section: 'Art. 109: object in the first section of the approach',
    art109_second_section: 'Art. 109: object in the second section, more than 60 m above the threshold',
    art109_horizontal_section: 'Art. 109: object in the horizontal section, more than 140 m above the threshold',
    art109_dangerous_nature: 'Art. 109: object of a dangerous nature',
    art109_poorly_visible: 'Art. 109: poorly visible object within 3 km of the runway',
  },
  heights: 'allowed altitude {allowed} m; object top {top} m; excess {excess} m',
  noLimit: 'object top {top} m; needs analysis because of its position or nature, with no allowed altitude',
  reasons_one: 'Reason: {list}.',
  reasons_other: 'Reasons: {list}.',
  envelope: '(conservative evaluation from the aerodrome reference point)',
  vertex: '(vertex {n})',
  documentTitle: { not_required: 'Declaration of Non-Requirement', case_required: 'Notice to open a case' },
  nextStep: "Next step: open a case in SYSAGA quoting protocol {protocol}; DECEA's regional office will analyse the object.",
};

const es: ExplanationMessages = {
  tag: 'es',
  runwayEnd: 'umbral {ident}',
  surfaces: {
    approach: 'superficie de aproximación',
    takeoff_climb: 'superficie de ascenso en el despegue',
    transitional: 'superficie de transición',
    runway_strip: 'franja de pista',
    inner_horizontal: 'superficie horizontal interna',
    conical: 'superficie cónica',
    outer_horizontal: 'superficie horizontal externa',
    heliport_approach_takeoff: 'superficie de aproximación y despegue del helipuerto',
  },
  reasons: {
    ols_penetration: 'la cima sobrepasa la superficie',
    art109_first_section: 'Art. 109: objeto en el primer tramo de la aproximación',
    art109_second_section: 'Art. 109: objeto en el segundo tramo, a más de 60 m sobre el umbral',
    art109_horizontal_section: 'Art. 109: objeto en el tramo horizontal, a más de 140 m sobre el umbral',
    art109_dangerous_nature: 'Art. 109: objeto de naturaleza peligrosa',
    art109_poorly_visible: 'Art. 109: objeto poco visible a menos de 3 km de la pista',
  },
  heights: 'altitud permitida {allowed} m; cima del objeto {top} m; exceso {excess} m',
  noLimit: 'cima del objeto {top} m; requiere análisis por su posición o naturaleza, sin altitud permitida',
  reasons_one: 'Motivo: {list}.',
  reasons_other: 'Motivos: {list}.',
  envelope: '(evaluación conservadora desde el punto de referencia del aeródromo)',
  vertex: '(vértice {n})',
  documentTitle: { not_required: 'Declaración de Inexigibilidad', case_required: 'Aviso de apertura de proceso' },
  nextStep: 'Siguiente paso: abra un proceso en SYSAGA indicando el protocolo {protocol}; la oficina regional del DECEA analizará el objeto.',
};

export const EXPLANATION_MESSAGES: Readonly<Record<Locale, ExplanationMessages>> = { pt, en, es };

export function explanationLocale(language: string | null | undefined): Locale {
  const short = (language ?? '').slice(0, 2).toLowerCase();
  return short === 'en' || short === 'es' ? short : 'pt';
}

const fill = (template: string, params: Record<string, string | number>) => template.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''));

export function formatMetres(locale: Locale, value: number): string {
  return value.toLocaleString(EXPLANATION_MESSAGES[locale].tag, { maximumFractionDigits: 2 });
}

/** "Congonhas (SBSP), cabeceira 35L, superfície de aproximação: altitude permitida 810,47 m; … Motivos: …." */
export function findingLine(finding: PreanalysisFinding, locale: Locale, options: { vertices?: number } = {}): string {
  const m = EXPLANATION_MESSAGES[locale];
  const where = [
    finding.facility,
    ...(finding.runway_end ? [fill(m.runwayEnd, { ident: finding.runway_end })] : []),
    ...(finding.surface ? [m.surfaces[finding.surface]] : []),
  ].join(', ');
  const top = formatMetres(locale, finding.object_top_m);
  const heights =
    finding.allowed_altitude_m === null
      ? fill(m.noLimit, { top })
      : fill(m.heights, { allowed: formatMetres(locale, finding.allowed_altitude_m), top, excess: formatMetres(locale, finding.excess_m ?? 0) });
  const plural = new Intl.PluralRules(m.tag).select(finding.reasons.length) === 'one' ? m.reasons_one : m.reasons_other;
  const reasons = fill(plural, { list: finding.reasons.map((r) => m.reasons[r]).join('; ') });
  const notes = [...(finding.envelope ? [m.envelope] : []), ...((options.vertices ?? 1) > 1 ? [fill(m.vertex, { n: finding.vertex_index + 1 })] : [])];
  return `${where}: ${heights}. ${reasons}${notes.length > 0 ? ` ${notes.join(' ')}` : ''}`;
}

export function documentTitle(locale: Locale, outcome: 'not_required' | 'case_required'): string {
  return EXPLANATION_MESSAGES[locale].documentTitle[outcome];
}

/** What a case-required result asks the applicant to do next (the screens add the link to /sysaga). */
export function nextStepText(locale: Locale, protocol: string): string {
  return fill(EXPLANATION_MESSAGES[locale].nextStep, { protocol });
}
