/**
 * Geodesy on the GRS80 ellipsoid (SIRGAS 2000; WGS84 differs by < 0.1 mm in the semi-minor axis).
 * Vincenty's inverse formula: distance and forward azimuth, sub-millimetre at the engine's ranges (< 50 km).
 */
export const GRS80_A = 6378137;
export const GRS80_F = 1 / 298.257222101;
const B = GRS80_A * (1 - GRS80_F);
const DEG = Math.PI / 180;

export interface LatLon {
  latitude: number;
  longitude: number;
}

export interface Inverse {
  distance_m: number;
  /** Forward azimuth at the first point, degrees clockwise from true north, in [0, 360). */
  azimuth_deg: number;
}

/** Vincenty inverse on GRS80. Converges for all non-antipodal pairs (everything the engine asks). */
export function inverse(p1: LatLon, p2: LatLon): Inverse {
  const f = GRS80_F;
  const L = (p2.longitude - p1.longitude) * DEG;
  const U1 = Math.atan((1 - f) * Math.tan(p1.latitude * DEG));
  const U2 = Math.atan((1 - f) * Math.tan(p2.latitude * DEG));
  const sinU1 = Math.sin(U1),
    cosU1 = Math.cos(U1),
    sinU2 = Math.sin(U2),
    cosU2 = Math.cos(U2);
  let lambda = L;
  let sinSigma = 0,
    cosSigma = 1,
    sigma = 0,
    cos2Alpha = 1,
    cos2SigmaM = 0,
    sinLambda = 0,
    cosLambda = 1;
  for (let i = 0; i < 100; i++) {
    sinLambda = Math.sin(lambda);
    cosLambda = Math.cos(lambda);
    const t1 = cosU2 * sinLambda;
    const t2 = cosU1 * sinU2 - sinU1 * cosU2 * cosLambda;
    sinSigma = Math.sqrt(t1 * t1 + t2 * t2);
    if (sinSigma === 0) return { distance_m: 0, azimuth_deg: 0 };
    cosSigma = sinU1 * sinU2 + cosU1 * cosU2 * cosLambda;
    sigma = Math.atan2(sinSigma, cosSigma);
    const sinAlpha = (cosU1 * cosU2 * sinLambda) / sinSigma;
    cos2Alpha = 1 - sinAlpha * sinAlpha;
    cos2SigmaM = cos2Alpha !== 0 ? cosSigma - (2 * sinU1 * sinU2) / cos2Alpha : 0;
    const C = (f / 16) * cos2Alpha * (4 + f * (4 - 3 * cos2Alpha));
    const prev = lambda;
    lambda = L + (1 - C) * f * sinAlpha * (sigma + C * sinSigma * (cos2SigmaM + C * cosSigma * (-1 + 2 * cos2SigmaM * cos2SigmaM)));
    if (Math.abs(lambda - prev) < 1e-12) break;
  }
  const uSq = (cos2Alpha * (GRS80_A * GRS80_A - B * B)) / (B * B);
  const A = 1 + (uSq / 16384) * (4096 + uSq * (-768 + uSq * (320 - 175 * uSq)));
  const Bc = (uSq / 1024) * (256 + uSq * (-128 + uSq * (74 - 47 * uSq)));
  const dSigma =
    Bc *
    sinSigma *
    (cos2SigmaM +
      (Bc / 4) * (cosSigma * (-1 + 2 * cos2SigmaM * cos2SigmaM) - (Bc / 6) * cos2SigmaM * (-3 + 4 * sinSigma * sinSigma) * (-3 + 4 * cos2SigmaM * cos2SigmaM)));
  const distance_m = B * A * (sigma - dSigma);
  const az = Math.atan2(cosU2 * sinLambda, cosU1 * sinU2 - sinU1 * cosU2 * cosLambda) / DEG;
  return { distance_m, azimuth_deg: (az + 360) % 360 };
}

/** Meridional and prime-vertical radii of curvature at a latitude (degrees). */
export function radiiOfCurvature(latDeg: number): { meridional_m: number; normal_m: number } {
  const e2 = GRS80_F * (2 - GRS80_F);
  const s = Math.sin(latDeg * DEG);
  const w = Math.sqrt(1 - e2 * s * s);
  return { meridional_m: (GRS80_A * (1 - e2)) / (w * w * w), normal_m: GRS80_A / w };
}

/**
 * Local frame of a point relative to an origin and an axis azimuth (azimuthal-equidistant, geodesic):
 * `along` is measured along the axis, `across` to its right. Distances are geodesic, so no curvature bonus.
 */
export function localFrame(origin: LatLon, axisAzimuthDeg: number, p: LatLon): { along: number; across: number; distance_m: number } {
  const inv = inverse(origin, p);
  const a = (inv.azimuth_deg - axisAzimuthDeg) * DEG;
  return { along: inv.distance_m * Math.cos(a), across: inv.distance_m * Math.sin(a), distance_m: inv.distance_m };
}

/** Cheap screening distance (local equirectangular on the ellipsoid, ≤ 0.5 % error below 100 km); allocation-free. */
export function approxDistance(p1: LatLon, p2: LatLon): number {
  const e2 = GRS80_F * (2 - GRS80_F);
  const lat = ((p1.latitude + p2.latitude) / 2) * DEG;
  const s = Math.sin(lat);
  const w2 = 1 - e2 * s * s;
  const w = Math.sqrt(w2);
  const dn = (p2.latitude - p1.latitude) * DEG * ((GRS80_A * (1 - e2)) / (w2 * w));
  const de = (p2.longitude - p1.longitude) * DEG * (GRS80_A / w) * Math.cos(lat);
  return Math.sqrt(dn * dn + de * de);
}

/** Vincenty direct on GRS80: the point at `distance_m` from `p` along the initial azimuth `azimuthDeg`. */
export function destination(p: LatLon, azimuthDeg: number, distance_m: number): LatLon {
  const f = GRS80_F;
  const a1 = azimuthDeg * DEG;
  const sinA1 = Math.sin(a1),
    cosA1 = Math.cos(a1);
  const tanU1 = (1 - f) * Math.tan(p.latitude * DEG);
  const cosU1 = 1 / Math.sqrt(1 + tanU1 * tanU1),
    sinU1 = tanU1 * cosU1;
  const sigma1 = Math.atan2(tanU1, cosA1);
  const sinAlpha = cosU1 * sinA1;
  const cos2Alpha = 1 - sinAlpha * sinAlpha;
  const uSq = (cos2Alpha * (GRS80_A * GRS80_A - B * B)) / (B * B);
  const A = 1 + (uSq / 16384) * (4096 + uSq * (-768 + uSq * (320 - 175 * uSq)));
  const Bc = (uSq / 1024) * (256 + uSq * (-128 + uSq * (74 - 47 * uSq)));
  let sigma = distance_m / (B * A);
  let sinSigma = 0,
    cosSigma = 1,
    cos2SigmaM = 0;
  for (let i = 0; i < 100; i++) {
    cos2SigmaM = Math.cos(2 * sigma1 + sigma);
    sinSigma = Math.sin(sigma);
    cosSigma = Math.cos(sigma);
    const dSigma =
      Bc *
      sinSigma *
      (cos2SigmaM +
        (Bc / 4) *
          (cosSigma * (-1 + 2 * cos2SigmaM * cos2SigmaM) - (Bc / 6) * cos2SigmaM * (-3 + 4 * sinSigma * sinSigma) * (-3 + 4 * cos2SigmaM * cos2SigmaM)));
    const prev = sigma;
    sigma = distance_m / (B * A) + dSigma;
    if (Math.abs(sigma - prev) < 1e-12) break;
  }
  const x = sinU1 * sinSigma - cosU1 * cosSigma * cosA1;
  const lat = Math.atan2(sinU1 * cosSigma + cosU1 * sinSigma * cosA1, (1 - f) * Math.sqrt(sinAlpha * sinAlpha + x * x));
  const lambda = Math.atan2(sinSigma * sinA1, cosU1 * cosSigma - sinU1 * sinSigma * cosA1);
  const C = (f / 16) * cos2Alpha * (4 + f * (4 - 3 * cos2Alpha));
  const L = lambda - (1 - C) * f * sinAlpha * (sigma + C * sinSigma * (cos2SigmaM + C * cosSigma * (-1 + 2 * cos2SigmaM * cos2SigmaM)));
  let lon = p.longitude + L / DEG;
  lon = ((((lon + 180) % 360) + 360) % 360) - 180;
  return { latitude: lat / DEG, longitude: lon };
}
