import type { BaseRecord, DataProvider } from '@refinedev/core';
import { API_URL } from './api-url';
import { takeEarlyList } from './early-list';

type RestDataProvider = (typeof import('./rest-data-provider'))['restDataProvider'];

let loading: Promise<RestDataProvider> | null = null;

/** simple-rest and axios download with the first data request, so pages that fetch nothing (the home) never load them. */
function rest(): Promise<RestDataProvider> {
  loading ??= import('./rest-data-provider').then(
    (m) => m.restDataProvider,
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Refine's dataProvider: simple-rest on /api. */
export const dataProvider: DataProvider = {
  getApiUrl: () => API_URL,
  async getList<TData extends BaseRecord = BaseRecord>(params: Parameters<DataProvider['getList']>[0]) {
    return takeEarlyList<TData>(params) ?? (await rest()).getList<TData>(params);
  },
  async getMany<TData extends BaseRecord = BaseRecord>(params: Parameters<NonNullable<DataProvider['getMany']>>[0]) {
    return (await rest()).getMany<TData>(params);
  },
  async getOne<TData extends BaseRecord = BaseRecord>(params: Parameters<DataProvider['getOne']>[0]) {
    return (await rest()).getOne<TData>(params);
  },
  async create<TData extends BaseRecord = BaseRecord, TVariables = object>(params: Parameters<DataProvider['create']>[0] & { variables: TVariables }) {
    return (await rest()).create<TData, TVariables>(params);
  },
  async update<TData extends BaseRecord = BaseRecord, TVariables = object>(params: Parameters<DataProvider['update']>[0] & { variables: TVariables }) {
    return (await rest()).update<TData, TVariables>(params);
  },
  async deleteOne<TData extends BaseRecord = BaseRecord, TVariables = object>(params: Parameters<DataProvider['deleteOne']>[0] & { variables?: TVariables }) {
    return (await rest()).deleteOne<TData, TVariables>(params);
  },
  async custom<TData extends BaseRecord = BaseRecord, TQuery = unknown, TPayload = unknown>(
    params: Parameters<NonNullable<DataProvider['custom']>>[0] & { query?: TQuery; payload?: TPayload },
  ) {
    return (await rest()).custom<TData, TQuery, TPayload>(params);
  },
};
