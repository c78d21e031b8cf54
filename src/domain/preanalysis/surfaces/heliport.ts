/**
 * Heliport approach / take-off climb surfaces, evaluated as a disc around the heliport reference point because
 * the FATO and its directions are not in the database. Dimensions: Annex 14 Vol II categories [M]; the engine
 * uses the lowest of them (Cat A, 4.5 % over 3 386 m) and starts it `offset` metres from the point [I].
 */
import type { Section } from '../dimensions';

/** Allowed altitude at `distance_m` from the heliport reference point, or null beyond the surfaces. */
export function heliportEnvelopeAt(distance_m: number, offset_m: number, sections: readonly Section[], heliportAltitude_m: number): number | null {
  let s = distance_m > offset_m ? distance_m - offset_m : 0;
  let z = heliportAltitude_m;
  for (const sec of sections) {
    if (s <= sec.length_m) return z + sec.slope * s;
    z += sec.slope * sec.length_m;
    s -= sec.length_m;
  }
  return null;
}
