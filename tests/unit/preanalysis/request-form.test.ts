import { describe, expect, it } from 'vitest';
import { EMPTY_FORM, MAX_REQUEST_VERTICES, checkRequestForm, checkVertex, formatDecimal } from '../../../src/client/portal/preanalysis/request-form';

const filled = { ...EMPTY_FORM, baseAltitude: '300', height: '20,5', objectType: 'power_line_cable' as const };

describe('request form (several vertices)', () => {
  it('builds a request with every vertex, decimal or DMS', () => {
    const { request, errors } = checkRequestForm({
      ...filled,
      vertices: [
        { latitude: '-12.9', longitude: '-53.3' },
        { latitude: `12°54'36"S`, longitude: `53°18'00"W` },
      ],
    });
    expect(errors.vertices).toEqual([{}, {}]);
    expect(request?.vertices).toHaveLength(2);
    expect(request?.vertices[1]!.latitude).toBeCloseTo(-12.91, 6);
    expect(request).toMatchObject({ base_altitude_m: 300, object_height_m: 20.5, object_type: 'power_line_cable' });
  });

  it('names the bad field of the bad vertex and sends nothing', () => {
    const { request, errors } = checkRequestForm({
      ...filled,
      vertices: [
        { latitude: '-12.9', longitude: '-53.3' },
        { latitude: `12°75'S`, longitude: '' },
        { latitude: '40.4', longitude: '-3.7' },
      ],
    });
    expect(request).toBeNull();
    expect(errors.vertices).toEqual([
      {},
      { latitude: 'minutes_out_of_range', longitude: 'empty' },
      { latitude: 'outside_brazil', longitude: 'outside_brazil' },
    ]);
  });

  it('refuses more than the maximum of vertices', () => {
    const vertices = Array.from({ length: MAX_REQUEST_VERTICES + 1 }, () => ({ latitude: '-12.9', longitude: '-53.3' }));
    expect(checkRequestForm({ ...filled, vertices }).request).toBeNull();
    expect(checkRequestForm({ ...filled, vertices: vertices.slice(1) }).request?.vertices).toHaveLength(MAX_REQUEST_VERTICES);
  });

  it('writes map picks as 6-decimal degrees that parse back', () => {
    expect(formatDecimal(-23.62612345)).toBe('-23.626123');
    expect(checkVertex({ latitude: formatDecimal(-23.626123), longitude: formatDecimal(-46.656) }).vertex).toEqual({
      latitude: -23.626123,
      longitude: -46.656,
    });
  });
});
