import type { TFunction } from 'i18next';
import { complaintInputSchema, type Complaint } from '../../../domain/schemas/complaint';

/** The form's values: every field as the text the user typed. */
export interface ComplaintFormValues {
  regional: string;
  summary: string;
  nup: string;
  content: string;
  process_type: string;
  state_code: string;
  municipality: string;
  aerodrome_name: string;
  icao: string;
  created_at: string;
}
export type ComplaintFormErrors = Partial<Record<keyof ComplaintFormValues, string>>;

export const EMPTY_COMPLAINT: ComplaintFormValues = {
  regional: '', summary: '', nup: '', content: '', process_type: '', state_code: '', municipality: '', aerodrome_name: '', icao: '', created_at: '',
};

export function formValuesOf(record: Complaint): ComplaintFormValues {
  return {
    regional: record.regional, summary: record.summary, nup: record.nup, content: record.content, process_type: record.process_type,
    state_code: record.state_code, municipality: record.municipality, aerodrome_name: record.aerodrome_name, icao: record.icao ?? '',
    created_at: record.created_at.slice(0, 10),
  };
}

/** Our own message keys (NUP, dates); anything else is translated by zod's issue code. */
const OWN_MESSAGES = new Set(['nup_format', 'nup_check_digits', 'invalid_date']);

/** Validates with the same schema as the server; returns the body to send or the translated errors per field. */
export function validateComplaint(values: ComplaintFormValues, t: TFunction):
  { ok: true; body: Record<string, unknown> } | { ok: false; errors: ComplaintFormErrors } {
  const input = {
    ...values,
    icao: values.icao.trim() === '' ? null : values.icao,
    created_at: values.created_at === '' ? undefined : values.created_at,
  };
  const parsed = complaintInputSchema.omit({ sample: true }).safeParse(input);
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors: ComplaintFormErrors = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0]) as keyof ComplaintFormValues;
    if (errors[field]) continue;
    const key = OWN_MESSAGES.has(issue.message) ? issue.message : issue.code;
    errors[field] = t(`complaints:errors.${key}`, { defaultValue: t('complaints:errors.invalid') });
  }
  return { ok: false, errors };
}
