import { describe, expect, it } from 'vitest';
import { csvCell, csvLine } from '../../src/server/documents/csv';

describe('CSV cells (formula injection, finding #14a)', () => {
  it('neutralises a formula at the start of a cell', () => {
    for (const text of ['=1+2', '+1', '-1', '@SUM(A1)', '\t=1', '\r=1']) expect(csvCell(text).replace(/^"/, '')).toMatch(/^'/);
  });

  it('neutralises a formula after a separator a spreadsheet may split on, and quotes the cell', () => {
    expect(csvCell('safe;=1+2')).toBe(`"'safe;=1+2"`);
    expect(csvCell('safe; =HYPERLINK("x")')).toBe(`"'safe; =HYPERLINK(""x"")"`);
    expect(csvCell('a,+1')).toBe(`"'a,+1"`);
    expect(csvCell('a\t@x')).toBe(`"'a\t@x"`);
  });

  it('leaves ordinary text, numbers and dates alone (quoting only what holds a separator)', () => {
    expect(csvCell('São Paulo')).toBe('São Paulo');
    expect(csvCell('a-b=c')).toBe('a-b=c');
    expect(csvCell('x; y')).toBe('"x; y"');
    expect(csvCell(-23.5)).toBe('-23.5');
    expect(csvCell('2026-11-27')).toBe('2026-11-27');
    expect(csvCell(null)).toBe('');
    expect(csvLine(['a', 'b;c', '=1'])).toBe(`a,"b;c",'=1\r\n`);
  });
});
