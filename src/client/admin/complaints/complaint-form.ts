import type { TFunction } from 'i18next';
import { z } from 'zod';
import { complaintInputSchema, type Complaint } from '../../../domain/schemas/complaint';

/** The form's values: texts as typed, the picked municipality and aerodrome by id (null when none). */
export interface ComplaintFormValues {
  regional: string;
  summary: string;
  nup: string;
  content: string;
  process_type: string;
  state_code: string;
  municipality_id: number | null;
  municipality: string;
  aerodrome_id: number | null;
  aerodrome_name: string;
  icao: string | null;
  /** YYYY-MM-DD; null → the server's today. */
  created_at: string | null;
}

export const EMPTY_COMPLAINT: ComplaintFormValues = {
  regional: '',
  summary: '',
  nup: '',
  content: '',
  process_type: '',
  state_code: '',
  municipality_id: null,
  municipality: '',
  aerodrome_id: null,
  aerodrome_name: '',
  icao: null,
  created_at: null,
};

export function formValuesOf(record: Complaint): ComplaintFormValues {
  return {
    regional: record.regional,
    summary: record.summary,
    nup: record.nup,
    content: record.content,
    process_type: record.process_type,
    state_code: record.state_code,
    municipality_id: record.municipality_id,
    municipality: record.municipality,
    aerodrome_id: record.aerodrome_id,
    aerodrome_name: record.aerodrome_name,
    icao: record.icao,
    created_at: record.created_at.slice(0, 10),
  };
}

/**
 * The server's own schema (domain/schemas/complaint.ts) over the form's values: an empty date is left to
 * the server (today); `sample` is never set from the form.
 */
export const complaintFormSchema = complaintInputSchema.omit({ sample: true }).extend({
  created_at: z.preprocess((value) => (value === null || value === '' ? undefined : value), complaintInputSchema.shape.created_at),
});

/**
 * Every message of the form's validation is a key: our own (nup_format, date_in_future…) from the schema,
 * zod's issue code for the rest. Server messages arrive as sentences in the user's language.
 */
export const ISSUE_AS_KEY = { error: (issue: { code: string }) => issue.code };

const KEY = /^[a-z_]+$/;

/** The helper text of a field error: a key from the form's validation translated, a server sentence as it is. */
export function errorText(message: string | undefined, t: TFunction, namespace: string): string | undefined {
  if (!message) return undefined;
  return KEY.test(message) ? t(`${namespace}:errors.${message}`, { defaultValue: t(`${namespace}:errors.invalid`) }) : message;
}

/** The ICAO a picked aerodrome brings: its code when it is a four-character one, else none. */
export function icaoOf(code: string | null | undefined): string | null {
  return code && /^[A-Z0-9]{4}$/.test(code) ? code : null;
}
