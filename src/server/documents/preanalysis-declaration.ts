import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { PreanalysisLookup } from '../../domain/schemas/preanalysis';
import { formatDms } from '../../domain/preanalysis/dms';
import { renderPdf } from './pdfmake';

const AUTHORITY = ['COMANDO DA AERONÁUTICA', 'DEPARTAMENTO DE CONTROLE DO ESPAÇO AÉREO', 'Área de Aeródromos e Proteção ao Voo (AGA)'];

const OUTCOME_WORDS: Record<PreanalysisLookup['outcome'], { title: string; text: string }> = {
  not_required: {
    title: 'ANÁLISE DO DECEA NÃO NECESSÁRIA',
    text: 'Com os dados informados, o objeto não ultrapassa as superfícies de proteção consideradas; a análise do DECEA não é necessária.',
  },
  case_required: {
    title: 'ABERTURA DE PROCESSO NECESSÁRIA',
    text: 'Com os dados informados, o objeto ultrapassa ao menos uma superfície de proteção; deve ser aberto um processo no SYSAGA.',
  },
};

const date = (iso: string) => new Intl.DateTimeFormat('pt-BR', { dateStyle: 'long', timeZone: 'America/Sao_Paulo' }).format(new Date(iso));
const metres = (value: number) => `${value.toLocaleString('pt-BR', { maximumFractionDigits: 2 })} m`;
const degrees = (value: number, positive: string, negative: string) => `${Math.abs(value).toLocaleString('pt-BR', { minimumFractionDigits: 6, maximumFractionDigits: 6 })}° ${value < 0 ? negative : positive}`;

/** The declaration of a pre-analysis (Portuguese, the authority's official language), with a QR code to its verification page. */
export async function declarationPdf(record: PreanalysisLookup, verificationUrl: string): Promise<Buffer> {
  const outcome = OUTCOME_WORDS[record.outcome];
  const fired = record.criteria.filter((c) => c.fired);
  const row = (label: string, value: string): Content[] => [{ text: label, bold: true }, { text: value }];
  const content: Content[] = [
    { stack: AUTHORITY.map((line, i) => ({ text: line, bold: i < 2, fontSize: i < 2 ? 11 : 10 })), alignment: 'center', margin: [0, 0, 0, 16] },
    { text: 'DECLARAÇÃO DE PRÉ-ANÁLISE', fontSize: 16, bold: true, alignment: 'center', margin: [0, 0, 0, 4] },
    { text: `Protocolo ${record.protocol}`, fontSize: 13, alignment: 'center', margin: [0, 0, 0, 16] },
    ...(record.sample ? [{ text: 'Registro de demonstração (amostra) — sem valor legal.', italics: true, alignment: 'center' as const, margin: [0, 0, 0, 12] as [number, number, number, number] }] : []),
    {
      table: {
        widths: [170, '*'],
        body: [
          row('Latitude', degrees(record.latitude, 'N', 'S')),
          row('Longitude', degrees(record.longitude, 'L', 'O')),
          row('Altitude da base', metres(record.base_altitude_m)),
          row('Altura do objeto', metres(record.object_height_m)),
          row('Altitude do topo', metres(record.base_altitude_m + record.object_height_m)),
          row('Data da pré-análise', date(record.created_at)),
          row('Válida até', `${date(record.valid_until)}${record.expired ? ' (vencida)' : ''}`),
          row('Versões', `regras ${record.rule_set_version}; dados ${record.data_version}`),
        ],
      },
      layout: 'lightHorizontalLines',
      margin: [0, 0, 0, 16],
    },
    ...vertexTable(record),
    { text: `Resultado: ${outcome.title}`, bold: true, fontSize: 13, margin: [0, 0, 0, 6] },
    { text: outcome.text, margin: [0, 0, 0, 12] },
    ...(fired.length > 0 ? [
      { text: 'Superfícies ultrapassadas', bold: true, margin: [0, 0, 0, 4] } as Content,
      { ul: fired.map((c) => `${c.surface} — ${c.facility}: altitude permitida ${metres(c.allowed_altitude_m)}, excesso ${metres(c.excess_m)}`), margin: [0, 0, 0, 12] } as Content,
    ] : []),
    {
      columns: [
        { qr: verificationUrl, fit: 110, width: 'auto' },
        { text: ['Verifique a autenticidade desta declaração em:\n', { text: verificationUrl, link: verificationUrl, color: '#0b4a8b' }], margin: [12, 30, 0, 0], width: '*' },
      ],
    },
  ];
  const definition: TDocumentDefinitions = {
    info: { title: `Declaração de pré-análise ${record.protocol}`, author: 'DECEA — Portal AGA' },
    pageSize: 'A4',
    pageMargins: [56, 56, 56, 56],
    defaultStyle: { font: 'Roboto', fontSize: 10.5, lineHeight: 1.2 },
    content,
  };
  return renderPdf(definition);
}

/** Objects with several vertices (buildings, lines): every vertex in DMS with its height and top altitude. */
function vertexTable(record: PreanalysisLookup): Content[] {
  const vertices = record.vertices ?? [];
  if (vertices.length < 2) return [];
  const top = metres(record.base_altitude_m + record.object_height_m);
  return [
    { text: 'Vértices do objeto', bold: true, margin: [0, 0, 0, 4] },
    {
      table: {
        headerRows: 1,
        widths: [20, '*', '*', 60, 80],
        body: [
          ['Nº', 'Latitude', 'Longitude', 'Altura', 'Altitude do topo'].map((text) => ({ text, bold: true })),
          ...vertices.map((v, i) => [String(i + 1), formatDms(v.latitude, 'latitude'), formatDms(v.longitude, 'longitude'), metres(record.object_height_m), top]),
        ],
      },
      layout: 'lightHorizontalLines',
      margin: [0, 0, 0, 16],
    },
  ];
}
