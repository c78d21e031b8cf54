import type { Theme } from '@mui/material/styles';
import type { FootprintSurface } from '../../../domain/preanalysis/footprints';

/** Legend order (widest first, as drawn). */
export const FOOTPRINT_SURFACES: readonly FootprintSurface[] = [
  'heliport_approach_takeoff',
  'conical',
  'inner_horizontal',
  'approach',
  'takeoff_climb',
  'runway_strip',
];

/** Draw order: heliport discs (many in big cities) beneath, runway strips on top. */
export const drawOrder = (surface: FootprintSurface): number => FOOTPRINT_SURFACES.indexOf(surface);

/** Colour of each surface from the theme palette (so light and dark themes both read well). */
export function surfaceColour(theme: Theme, surface: FootprintSurface): string {
  const p = theme.palette;
  switch (surface) {
    case 'conical':
      return p.secondary.main;
    case 'inner_horizontal':
      return p.success.main;
    case 'approach':
      return p.warning.main;
    case 'takeoff_climb':
      return p.info.main;
    case 'runway_strip':
      return p.error.main;
    case 'heliport_approach_takeoff':
      return p.primary.main;
  }
}

const FILL: Record<FootprintSurface, number> = {
  heliport_approach_takeoff: 0.03,
  conical: 0.04,
  inner_horizontal: 0.06,
  approach: 0.18,
  takeoff_climb: 0.18,
  runway_strip: 0.5,
};
export const surfaceFillOpacity = (surface: FootprintSurface): number => FILL[surface];
