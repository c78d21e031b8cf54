import type { PreanalysisResult } from '../../../domain/preanalysis/index';
import type { FootprintCollection } from '../../../domain/preanalysis/footprints';
import type { BatchRowInput, BatchRowResult } from '../../../domain/preanalysis/batch';
import type { PreanalysisRequest } from '../../../domain/schemas/preanalysis-request';
import { accessToken } from '../../providers/keycloak';
import { ApiProblem, callApi } from '../subscriptions/subscription-api';

export interface CreatedPreanalysis {
  protocol: string;
  outcome: 'not_required' | 'case_required';
  result: PreanalysisResult;
  created_at: string;
  valid_until: string;
}

/** POST /api/preanalyses with the session's token (401 problem when the session is gone). */
export async function requestPreanalysis(request: PreanalysisRequest): Promise<CreatedPreanalysis> {
  const token = await accessToken();
  if (!token) throw new ApiProblem(401, '');
  return callApi<CreatedPreanalysis>('/api/preanalyses', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(request),
  });
}

/** GeoJSON footprints of the protection surfaces near a point (GET /api/preanalyses/surfaces). */
export async function fetchSurfaces(latitude: number, longitude: number, radiusKm: number, signal?: AbortSignal): Promise<FootprintCollection> {
  const token = await accessToken();
  if (!token) throw new ApiProblem(401, '');
  const query = new URLSearchParams({ lat: latitude.toFixed(5), lon: longitude.toFixed(5), radius_km: radiusKm.toFixed(1) });
  return callApi<FootprintCollection>(`/api/preanalyses/surfaces?${query}`, { headers: { authorization: `Bearer ${token}` }, signal });
}

export interface BatchAnswer {
  results: BatchRowResult[];
  summary: { rows: number; not_required: number; case_required: number; invalid: number };
  rule_set_version: string;
  data_version: string;
}

/** POST /api/preanalyses/batch: one chunk of CSV rows; `firstRow` is the file line of the first one. */
export async function evaluateBatch(rows: BatchRowInput[], firstRow: number): Promise<BatchAnswer> {
  const token = await accessToken();
  if (!token) throw new ApiProblem(401, '');
  return callApi<BatchAnswer>('/api/preanalyses/batch', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ first_row: firstRow, rows }),
  });
}
