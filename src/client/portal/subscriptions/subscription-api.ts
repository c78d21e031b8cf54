import type { ProblemFieldError } from '../../components/forms/field-errors';
import { currentLocale } from '../../i18n';

/** A refusal of the API: the problem's translated detail and its field errors (nothing when the server was not reached). */
export class ApiProblem extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly errors: readonly ProblemFieldError[] = [],
  ) {
    super(detail);
  }
}

/** fetch with the current language and an RFC 9457 problem turned into an ApiProblem (status 0 = network failure). */
export async function callApi<T>(url: string, init: RequestInit = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, headers: { accept: 'application/json', 'accept-language': currentLocale(), ...init.headers } });
  } catch {
    throw new ApiProblem(0, '');
  }
  const body = (await response.json().catch(() => null)) as { detail?: string; title?: string; errors?: ProblemFieldError[] } | null;
  if (!response.ok) throw new ApiProblem(response.status, body?.detail ?? body?.title ?? response.statusText, body?.errors ?? []);
  return body as T;
}
