import type { HttpError } from '@refinedev/core';
import type { TFunction } from 'i18next';

/** What went wrong, in the visitor's language: the API's own (translated) problem detail, or a hint when the network failed. */
export function describeError(error: HttpError | null, t: TFunction): string {
  if (!error) return '';
  const status = typeof error.statusCode === 'number' ? error.statusCode : 0;
  if (status === 0) return t('list:states.network');
  const message = typeof error.message === 'string' ? error.message.trim() : '';
  // Axios's own English sentence means the answer was not one of our problem documents.
  const reason = message && !message.startsWith('Request failed with status code') ? `${message} ` : '';
  return `${reason}${t('list:states.error_code', { status })}`;
}
