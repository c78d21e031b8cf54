import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { Locale } from '../../domain/constants';
import { documentTitle, EXPLANATION_MESSAGES, findingLine, formatMetres, nextStepText } from '../../domain/preanalysis/explanation-text';
import { formatDms } from '../../domain/preanalysis/dms';
import type { PreanalysisLookup } from '../../domain/schemas/preanalysis';
import { DECLARATION_LABELS } from './declaration-labels';
import { renderPdf } from './pdfmake';

const fill = (template: string, params: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? '');

/** Where a pre-analysis is verified: its public lookup (the QR code's target). */
export const verificationUrl = (publicUrl: string, protocol: string) => `${publicUrl}/preanalise?protocolo=${protocol}`;

/**
 * The document of a pre-analysis — the Declaração de Inexigibilidade, or the notice to open a case — in `locale`, with
 * the same title and finding lines as the screens, and a QR code to its verification page.
 */
export async function declarationPdf(record: PreanalysisLookup, publicUrl: string, locale: Locale): Promise<Buffer> {
  const l = DECLARATION_LABELS[locale];
  const tag = EXPLANATION_MESSAGES[locale].tag;
  const title = documentTitle(locale, record.outcome);
  const verify = verificationUrl(publicUrl, record.protocol);
  const metres = (value: number) => `${formatMetres(locale, value)} m`;
  const date = (iso: string) => new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'America/Sao_Paulo' }).format(new Date(iso));
  const degrees = (value: number, positive: string, negative: string) =>
    `${Math.abs(value).toLocaleString(tag, { minimumFractionDigits: 6, maximumFractionDigits: 6 })}° ${value < 0 ? negative : positive}`;
  const row = (label: string, value: string): Content[] => [{ text: label, bold: true }, { text: value }];
  const vertexCount = record.vertices?.length ?? 1;
  const content: Content[] = [
    { stack: l.authority.map((line, i) => ({ text: line, bold: i < 2, fontSize: i < 2 ? 11 : 10 })), alignment: 'center', margin: [0, 0, 0, 16] },
    { text: title.toLocaleUpperCase(tag), fontSize: 16, bold: true, alignment: 'center', margin: [0, 0, 0, 4] },
    { text: fill(l.protocol, { protocol: record.protocol }), fontSize: 13, alignment: 'center', margin: [0, 0, 0, 16] },
    ...(record.sample ? [{ text: l.sample, italics: true, alignment: 'center' as const, margin: [0, 0, 0, 12] as [number, number, number, number] }] : []),
    {
      table: {
        widths: [170, '*'],
        body: [
          row(l.latitude, degrees(record.latitude, l.north, l.south)),
          row(l.longitude, degrees(record.longitude, l.east, l.west)),
          row(l.baseAltitude, metres(record.base_altitude_m)),
          row(l.objectHeight, metres(record.object_height_m)),
          row(l.topAltitude, metres(record.base_altitude_m + record.object_height_m)),
          row(l.date, date(record.created_at)),
          row(l.validUntil, `${date(record.valid_until)}${record.expired ? ` (${l.expired})` : ''}`),
        ],
      },
      layout: 'lightHorizontalLines',
      margin: [0, 0, 0, 4],
    },
    { text: fill(l.versions, { rules: record.rule_set_version, data: record.data_version }), fontSize: 8.5, margin: [0, 0, 0, 16] },
    ...vertexTable(record, locale, metres),
    { text: fill(l.outcome, { title: l.outcomeTitle[record.outcome] }), bold: true, fontSize: 13, margin: [0, 0, 0, 6] },
    { text: l.outcomeText[record.outcome], margin: [0, 0, 0, 12] },
    ...(record.findings.length > 0
      ? [
          { text: l.findings, bold: true, margin: [0, 0, 0, 4] } as Content,
          { ul: record.findings.map((f) => findingLine(f, locale, { vertices: vertexCount })), margin: [0, 0, 0, 12] } as Content,
        ]
      : []),
    ...(record.outcome === 'case_required'
      ? [
          {
            text: [nextStepText(locale, record.protocol), ' ', { text: `${publicUrl}/sysaga`, link: `${publicUrl}/sysaga`, color: '#0b4a8b' }],
            margin: [0, 0, 0, 12],
          } as Content,
        ]
      : []),
    {
      columns: [
        { qr: verify, fit: 110, width: 'auto' },
        { text: [`${l.verify}\n`, { text: verify, link: verify, color: '#0b4a8b' }], margin: [12, 30, 0, 0], width: '*' },
      ],
    },
  ];
  const definition: TDocumentDefinitions = {
    info: { title: `${title} ${record.protocol}`, author: 'DECEA — Portal AGA' },
    pageSize: 'A4',
    pageMargins: [56, 56, 56, 56],
    defaultStyle: { font: 'Roboto', fontSize: 10.5, lineHeight: 1.2 },
    content,
  };
  return renderPdf(definition);
}

/** Objects with several vertices (buildings, lines): every vertex in DMS with its height and top altitude. */
function vertexTable(record: PreanalysisLookup, locale: Locale, metres: (value: number) => string): Content[] {
  const vertices = record.vertices ?? [];
  if (vertices.length < 2) return [];
  const l = DECLARATION_LABELS[locale];
  const top = metres(record.base_altitude_m + record.object_height_m);
  return [
    { text: l.vertices, bold: true, margin: [0, 0, 0, 4] },
    {
      table: {
        headerRows: 1,
        widths: [20, '*', '*', 60, 80],
        body: [
          [l.vertexNumber, l.latitude, l.longitude, l.height, l.topAltitude].map((text) => ({ text, bold: true })),
          ...vertices.map((v, i) => [
            String(i + 1),
            formatDms(v.latitude, 'latitude'),
            formatDms(v.longitude, 'longitude'),
            metres(record.object_height_m),
            top,
          ]),
        ],
      },
      layout: 'lightHorizontalLines',
      margin: [0, 0, 0, 16],
    },
  ];
}
