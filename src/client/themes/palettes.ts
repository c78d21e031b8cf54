/** The internal area's 8 colour themes (spec §3), each with a light and a dark set. */

export const PALETTE_ROLES = ['primary', 'secondary', 'accent', 'success', 'error', 'warning', 'info'] as const;
export type PaletteRole = (typeof PALETTE_ROLES)[number];
type ColourSet = Record<PaletteRole, string>;

export interface ColourTheme {
  /** Key of its name in settings.json (themes.<key>). */
  key: string;
  light: ColourSet;
  dark: ColourSet;
}

/** Status colours shared by the themes: dark shades for white text (light mode), pale ones for black text (dark mode). */
const STATUS_LIGHT = { success: '#1b5e20', error: '#b71c1c', warning: '#8a4500', info: '#01579b' } as const;
const STATUS_DARK = { success: '#81c784', error: '#ef9a9a', warning: '#ffcc80', info: '#81d4fa' } as const;

const theme = (key: string, light: [string, string, string], dark: [string, string, string]): ColourTheme => ({
  key,
  light: { primary: light[0], secondary: light[1], accent: light[2], ...STATUS_LIGHT },
  dark: { primary: dark[0], secondary: dark[1], accent: dark[2], ...STATUS_DARK },
});

/** Index 0 is the authority's blue (the portal's own colours); every colour carries white or black text at ≥ 4.5:1. */
export const PALETTES: readonly ColourTheme[] = [
  theme('aga', ['#0b4a8b', '#00607a', '#6a1b9a'], ['#8ab4f8', '#7fd3e8', '#ce93d8']),
  theme('teal', ['#00695c', '#37474f', '#ad1457'], ['#80cbc4', '#b0bec5', '#f48fb1']),
  theme('indigo', ['#303f9f', '#5d4037', '#c2185b'], ['#9fa8da', '#bcaaa4', '#f48fb1']),
  theme('purple', ['#6a1b9a', '#00695c', '#ad1457'], ['#ce93d8', '#80cbc4', '#ffab91']),
  theme('green', ['#2e7d32', '#455a64', '#6a1b9a'], ['#a5d6a7', '#b0bec5', '#ce93d8']),
  theme('crimson', ['#b71c1c', '#37474f', '#0d47a1'], ['#ef9a9a', '#b0bec5', '#90caf9']),
  theme('amber', ['#a33a00', '#4e342e', '#1565c0'], ['#ffb74d', '#bcaaa4', '#90caf9']),
  theme('slate', ['#37474f', '#006064', '#c62828'], ['#b0bec5', '#80deea', '#ef9a9a']),
];

/** The theme at an index, the first one for an unknown index. */
export function paletteAt(index: number): ColourTheme {
  return PALETTES[index] ?? PALETTES[0]!;
}

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG 2.1 relative luminance of a #rrggbb colour. */
export function relativeLuminance(hex: string): number {
  const match = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`not a #rrggbb colour: ${hex}`);
  const [r, g, b] = [match[1], match[2], match[3]].map((h) => channel(parseInt(h!, 16))) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio between two colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [high, low] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

/** White or black, whichever reads better on the colour. */
export function textOn(background: string): '#ffffff' | '#000000' {
  return contrastRatio('#ffffff', background) >= contrastRatio('#000000', background) ? '#ffffff' : '#000000';
}
