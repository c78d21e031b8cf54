import type { BaseRecord, GetListParams, HttpError } from '@refinedev/core';
import simpleRestDataProvider from '@refinedev/simple-rest';
import axios, { type AxiosError } from 'axios';
import { currentLocale } from '../i18n';
import { API_URL } from './api-url';
import { accessToken } from './keycloak';

interface ProblemBody {
  title?: string;
  detail?: string;
  message?: string;
  errors?: { path: string; message: string }[];
}

/** A problem's field path as a form names the field: body.nup → nup, body.place.state → place.state; query paths stay. */
export function fieldName(path: string): string {
  return path.startsWith('body.') ? path.slice('body.'.length) : path;
}

/** The HTTP client of every API call: asks for answers in the current language, turns RFC 9457 problems into Refine errors. */
export const httpClient = axios.create({ headers: { Accept: 'application/json' } });

httpClient.interceptors.request.use(async (request) => {
  request.headers.set('Accept-Language', currentLocale());
  // A signed-in user's token, refreshed first when it has less than 30 s left; visitors send none.
  const token = await accessToken();
  if (token) request.headers.set('Authorization', `Bearer ${token}`);
  return request;
});

/** List answers whose X-Total-Count stopped at the server's bound (X-Total-Count-Exact: false): "more than" that many. */
const inexactTotals = new WeakSet<object>();

httpClient.interceptors.response.use(
  (response) => {
    if (response.headers['x-total-count-exact'] === 'false' && Array.isArray(response.data)) inexactTotals.add(response.data);
    return response;
  },
  (error: AxiosError<ProblemBody>) => {
    const body = error.response?.data;
    // Refine's forms put `errors` on the fields of those names: body.nup → nup (the first message of a field wins).
    const fieldErrors: Record<string, string> = {};
    for (const { path, message } of body?.errors ?? []) fieldErrors[fieldName(path)] ??= message;
    const httpError: HttpError = {
      message: body?.detail ?? body?.message ?? body?.title ?? error.message,
      statusCode: error.response?.status ?? 0,
      ...(Object.keys(fieldErrors).length > 0 ? { errors: fieldErrors } : {}),
    };
    return Promise.reject(httpError);
  },
);

const simpleRest = simpleRestDataProvider(API_URL, httpClient);

/**
 * Refine's simple-rest provider over /api (loaded on the first data request, see data-provider.ts); a list's
 * result also says whether its total is exact (`totalExact: false`: more rows match than the total says).
 */
export const restDataProvider: typeof simpleRest = {
  ...simpleRest,
  getList: async <TData extends BaseRecord = BaseRecord>(params: GetListParams) => {
    const result = await simpleRest.getList<TData>(params);
    return { ...result, totalExact: !inexactTotals.has(result.data) };
  },
};
