import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server';
import { tokenFor } from '../helpers/tokens';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.close());

const get = (query: string, token: string | null, lang = 'en') =>
  fetch(`${server.url}/api/preanalyses/surfaces?${query}`, { headers: { 'accept-language': lang, ...(token ? { authorization: `Bearer ${token}` } : {}) } });

interface Feature {
  geometry: { type: string; coordinates: number[][][] };
  properties: { facility_icao: string | null; surface: string; runway_end: string | null };
}

describe('GET /api/preanalyses/surfaces', () => {
  it('answers 401 to a visitor and 403 to a role that may not request', async () => {
    expect((await get('lat=-23.62&lon=-46.66', null)).status).toBe(401);
    expect((await get('lat=-23.62&lon=-46.66', await tokenFor(server, null))).status).toBe(403);
  });

  it('returns GeoJSON footprints of Congonhas (strip, approaches, take-offs, inner horizontal, conical) near it', async () => {
    const response = await get('lat=-23.626&lon=-46.656&radius_km=3', await tokenFor(server, 'Externo'));
    expect(response.status).toBe(200);
    const body = (await response.json()) as { type: string; features: Feature[] };
    expect(body.type).toBe('FeatureCollection');
    const sbsp = body.features.filter((f) => f.properties.facility_icao === 'SBSP');
    expect(new Set(sbsp.map((f) => f.properties.surface))).toEqual(new Set(['runway_strip', 'approach', 'takeoff_climb', 'inner_horizontal', 'conical']));
    expect(sbsp.filter((f) => f.properties.surface === 'approach').every((f) => f.properties.runway_end)).toBe(true);
    for (const f of body.features) {
      expect(f.geometry.type).toBe('Polygon');
      const [lon, lat] = f.geometry.coordinates[0]![0]!;
      expect(lat).toBeGreaterThan(-24.5);
      expect(lat).toBeLessThan(-22.5);
      expect(lon).toBeGreaterThan(-47.7);
      expect(lon).toBeLessThan(-45.6);
    }
  });

  it('returns an empty collection far from every facility', async () => {
    const response = await get('lat=-12.9&lon=-53.3&radius_km=2', await tokenFor(server, 'Externo'));
    expect(response.status).toBe(200);
    expect((await response.json()).features).toEqual([]);
  });

  it('refuses bad parameters with a 400 problem', async () => {
    const token = await tokenFor(server, 'Externo');
    for (const q of ['lat=abc&lon=-46', 'lat=-23&lon=-46&radius_km=500', 'lat=40.4&lon=-3.7', 'lon=-46']) {
      const response = await get(q, token);
      expect(response.status, q).toBe(400);
      expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    }
  });
});
