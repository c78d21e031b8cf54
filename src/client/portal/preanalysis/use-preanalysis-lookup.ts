import { useEffect, useState } from 'react';
import { PROTOCOL_PATTERN } from '../../../domain/preanalysis/limits';
import type { PreanalysisLookup } from '../../../domain/schemas/preanalysis';
import { ApiProblem, callApi } from '../subscriptions/subscription-api';

export type LookupState =
  | { kind: 'idle' }
  | { kind: 'invalid' }
  | { kind: 'loading' }
  | { kind: 'found'; record: PreanalysisLookup }
  | { kind: 'failed'; status: number; detail: string };

/** Looks a protocol up (only a well-formed one ever reaches the API). */
export function usePreanalysisLookup(protocol: string): LookupState {
  const [loaded, setLoaded] = useState<{ protocol: string; state: LookupState } | null>(null);
  const valid = PROTOCOL_PATTERN.test(protocol);

  useEffect(() => {
    if (!valid) return;
    let current = true;
    callApi<PreanalysisLookup>(`/api/preanalyses/lookup/${protocol}`).then(
      (record) => current && setLoaded({ protocol, state: { kind: 'found', record } }),
      (error: unknown) =>
        current &&
        setLoaded({
          protocol,
          state: { kind: 'failed', status: error instanceof ApiProblem ? error.status : 0, detail: error instanceof ApiProblem ? error.detail : '' },
        }),
    );
    return () => {
      current = false;
    };
  }, [protocol, valid]);

  if (!protocol) return { kind: 'idle' };
  if (!valid) return { kind: 'invalid' };
  return loaded?.protocol === protocol ? loaded.state : { kind: 'loading' };
}
