import type { Locale } from '../../domain/constants';

/** The declaration PDF's own words (the findings' words are shared with the screens: domain/preanalysis/explanation-text). */
export interface DeclarationLabels {
  authority: [string, string, string];
  protocol: string;
  sample: string;
  latitude: string;
  longitude: string;
  north: string;
  south: string;
  east: string;
  west: string;
  baseAltitude: string;
  objectHeight: string;
  topAltitude: string;
  date: string;
  validUntil: string;
  expired: string;
  versions: string;
  vertices: string;
  vertexNumber: string;
  height: string;
  outcome: string;
  outcomeTitle: Record<'not_required' | 'case_required', string>;
  outcomeText: Record<'not_required' | 'case_required', string>;
  findings: string;
  verify: string;
}

const pt: DeclarationLabels = {
  authority: ['COMANDO DA AERONÁUTICA', 'DEPARTAMENTO DE CONTROLE DO ESPAÇO AÉREO', 'Área de Aeródromos e Proteção ao Voo (AGA)'],
  protocol: 'Protocolo {protocol}',
  sample: 'Registro de demonstração (amostra) — sem valor legal.',
  latitude: 'Latitude',
  longitude: 'Longitude',
  north: 'N',
  south: 'S',
  east: 'L',
  west: 'O',
  baseAltitude: 'Altitude da base',
  objectHeight: 'Altura do objeto',
  topAltitude: 'Altitude do topo',
  date: 'Data da pré-análise',
  validUntil: 'Válida até',
  expired: 'vencida',
  versions: 'Versões: regras {rules}; dados {data}',
  vertices: 'Vértices do objeto',
  vertexNumber: 'Nº',
  height: 'Altura',
  outcome: 'Resultado: {title}',
  outcomeTitle: { not_required: 'análise do DECEA não necessária', case_required: 'abertura de processo necessária' },
  outcomeText: {
    not_required: 'Com os dados informados, o objeto não ultrapassa as superfícies de proteção consideradas; a análise do DECEA não é necessária.',
    case_required: 'Com os dados informados, o objeto ultrapassa ao menos um critério de proteção.',
  },
  findings: 'Critérios que exigem análise',
  verify: 'Verifique a autenticidade deste documento em:',
};

const en: DeclarationLabels = {
  authority: ['AIR FORCE COMMAND', 'DEPARTMENT OF AIRSPACE CONTROL', 'Aerodromes and Flight Protection (AGA)'],
  protocol: 'Protocol {protocol}',
  sample: 'Demonstration record (sample) — no legal value.',
  latitude: 'Latitude',
  longitude: 'Longitude',
  north: 'N',
  south: 'S',
  east: 'E',
  west: 'W',
  baseAltitude: 'Base altitude',
  objectHeight: 'Object height',
  topAltitude: 'Top altitude',
  date: 'Pre-analysis date',
  validUntil: 'Valid until',
  expired: 'expired',
  versions: 'Versions: rules {rules}; data {data}',
  vertices: 'Vertices of the object',
  vertexNumber: 'No.',
  height: 'Height',
  outcome: 'Result: {title}',
  outcomeTitle: { not_required: 'no DECEA analysis needed', case_required: 'a case must be opened' },
  outcomeText: {
    not_required: 'With the data given, the object does not penetrate the protection surfaces considered; no DECEA analysis is needed.',
    case_required: 'With the data given, the object exceeds at least one protection criterion.',
  },
  findings: 'Criteria that require analysis',
  verify: 'Check that this document is authentic at:',
};

const es: DeclarationLabels = {
  authority: ['COMANDO DE LA AERONÁUTICA', 'DEPARTAMENTO DE CONTROL DEL ESPACIO AÉREO', 'Área de Aeródromos y Protección al Vuelo (AGA)'],
  protocol: 'Protocolo {protocol}',
  sample: 'Registro de demostración (muestra): sin valor legal.',
  latitude: 'Latitud',
  longitude: 'Longitud',
  north: 'N',
  south: 'S',
  east: 'E',
  west: 'O',
  baseAltitude: 'Altitud de la base',
  objectHeight: 'Altura del objeto',
  topAltitude: 'Altitud de la cima',
  date: 'Fecha del análisis previo',
  validUntil: 'Válido hasta',
  expired: 'vencido',
  versions: 'Versiones: reglas {rules}; datos {data}',
  vertices: 'Vértices del objeto',
  vertexNumber: 'N.º',
  height: 'Altura',
  outcome: 'Resultado: {title}',
  outcomeTitle: { not_required: 'no se necesita análisis del DECEA', case_required: 'es necesario abrir un proceso' },
  outcomeText: {
    not_required: 'Con los datos informados, el objeto no sobrepasa las superficies de protección consideradas; no se necesita análisis del DECEA.',
    case_required: 'Con los datos informados, el objeto sobrepasa al menos un criterio de protección.',
  },
  findings: 'Criterios que requieren análisis',
  verify: 'Verifique la autenticidad de este documento en:',
};

export const DECLARATION_LABELS: Readonly<Record<Locale, DeclarationLabels>> = { pt, en, es };
