import zlib from 'node:zlib';

/**
 * The text of a pdfmake (pdfkit) document: its embedded fonts write glyph ids, so each font's
 * ToUnicode map turns the hex strings of the (inflated) page streams back into text.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const objects = new Map<number, { dict: string; stream: Buffer | null }>();
  for (const match of raw.matchAll(/(\d+) 0 obj\s*(<<[\s\S]*?>>)\s*(stream\r?\n|endobj)/g)) {
    const dict = match[2] ?? '';
    let stream: Buffer | null = null;
    if (match[3]?.startsWith('stream')) {
      const start = (match.index ?? 0) + match[0].length;
      const length = Number(/\/Length (\d+)/.exec(dict)?.[1] ?? 0);
      const data = pdf.subarray(start, start + length);
      stream = dict.includes('/FlateDecode') ? zlib.inflateSync(data) : data;
    }
    objects.set(Number(match[1]), { dict, stream });
  }
  const cmaps = new Map<string, Map<string, string>>();
  const fontOf = new Map<string, number>();
  for (const { dict } of objects.values()) for (const m of dict.matchAll(/\/(F\d+) (\d+) 0 R/g)) fontOf.set(m[1]!, Number(m[2]));
  const hexText = (hex: string) => (hex.match(/.{4}/g) ?? []).map((h) => String.fromCharCode(parseInt(h, 16))).join('');
  for (const [name, id] of fontOf) {
    const unicodeId = Number(/\/ToUnicode (\d+) 0 R/.exec(objects.get(id)?.dict ?? '')?.[1]);
    const cmapText = objects.get(unicodeId)?.stream?.toString('latin1') ?? '';
    const map = new Map<string, string>();
    for (const m of cmapText.matchAll(/<([0-9a-f]+)> <([0-9a-f]+)> \[([^\]]*)\]/gi)) {
      const first = parseInt(m[1]!, 16);
      [...m[3]!.matchAll(/<([0-9a-f\s]+)>/gi)].forEach((d, i) => map.set((first + i).toString(16).padStart(4, '0'), hexText(d[1]!.replace(/\s/g, ''))));
    }
    cmaps.set(name, map);
  }
  const lines: string[] = [];
  for (const { dict, stream } of objects.values()) {
    if (!stream || dict.includes('/Type') || dict.includes('/Length1')) continue;
    let font = new Map<string, string>();
    for (const m of stream.toString('latin1').matchAll(/\/(F\d+) [\d.]+ Tf|\[([^\]]*)\] TJ/gi)) {
      if (m[1]) font = cmaps.get(m[1]) ?? new Map();
      else
        lines.push(
          [...m[2]!.matchAll(/<([0-9a-f]*)>/gi)].map((h) => (h[1]!.match(/.{4}/g) ?? []).map((g) => font.get(g.toLowerCase()) ?? '?').join('')).join(''),
        );
    }
  }
  return lines.join(' ');
}
