import type { PreanalysisResult } from '../../../domain/preanalysis/index';
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
