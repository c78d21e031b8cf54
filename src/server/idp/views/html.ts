/** Markup that is already safe; everything else interpolated into `html` is escaped. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

type Interpolation = SafeHtml | string | number | boolean | null | undefined | readonly Interpolation[];

function render(value: Interpolation): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  return escapeHtml(String(value));
}

/** Tagged template that escapes every interpolated value unless it is SafeHtml (nested `html` results are). */
export function html(strings: TemplateStringsArray, ...values: Interpolation[]): SafeHtml {
  return new SafeHtml(strings.reduce((out, text, i) => out + text + (i < values.length ? render(values[i] as Interpolation) : ''), ''));
}
