import type { TFunction } from 'i18next';
import type { ManagedKind } from './managed-kind';
import type { ManagedRecord } from '../../../domain/schemas/publication';

/** Every field as the text the user typed (municipality_id too, as text). */
export type FormValues = Record<string, string>;
export type FormErrors = Record<string, string>;

const PLACE_FIELDS = ['state_code', 'municipality_id', 'municipality'] as const;
/** Our own message keys; anything else is translated by zod's issue code. */
const OWN_MESSAGES = new Set(['invalid_date', 'unknown_state', 'date_in_future', 'date_before_signature', 'validity_before_signature']);

export function emptyValues(kind: ManagedKind): FormValues {
  return Object.fromEntries([...kind.fields.map((f) => [f.name, '']), ...PLACE_FIELDS.map((f) => [f, '']), ['status', 'draft']]);
}

export function valuesOf(kind: ManagedKind, record: ManagedRecord): FormValues {
  const names = [...kind.fields.map((f) => f.name), ...PLACE_FIELDS];
  return Object.fromEntries(names.map((name) => [name, record[name] === null || record[name] === undefined ? '' : String(record[name])]));
}

/**
 * Validates with the server's own input schema; returns the body to send (without `status` when editing:
 * the status changes only through publish and withdraw) or the translated error of each field.
 */
export function validateRecord(
  kind: ManagedKind,
  values: FormValues,
  editing: boolean,
  t: TFunction,
): { ok: true; body: Record<string, unknown> } | { ok: false; errors: FormErrors } {
  const input: Record<string, unknown> = { ...values };
  input.icao = values.icao?.trim() ? values.icao : null;
  input.municipality_id = values.municipality_id ? Number(values.municipality_id) : undefined;
  for (const field of kind.fields) if (field.kind === 'date' && values[field.name] === '') input[field.name] = undefined;
  if (editing) delete input.status;
  // The whole schema, its data rules included (domain/schemas/record-rules.ts); the form never sets sample or aerodrome_id.
  const parsed = kind.input.safeParse(input);
  if (parsed.success) {
    const { sample: _sample, aerodrome_id: _aerodrome, ...body } = parsed.data as Record<string, unknown>;
    return { ok: true, body };
  }
  const errors: FormErrors = {};
  for (const issue of parsed.error.issues) {
    const raw = String(issue.path[0]);
    const field = raw === 'municipality_id' || raw === 'municipality' ? 'municipality_id' : raw;
    if (errors[field]) continue;
    const key = field === 'municipality_id' ? 'municipality' : OWN_MESSAGES.has(issue.message) ? issue.message : issue.code;
    errors[field] = t(`planmgmt:errors.${key}`, { defaultValue: t('planmgmt:errors.invalid') });
  }
  return { ok: false, errors };
}

/** The server's field errors (sentences in the user's language) on the form's fields: the municipality's on municipality_id. */
export function serverFieldErrors(kind: ManagedKind, errors: Record<string, unknown> | undefined): FormErrors {
  const names = new Set([...kind.fields.map((f) => f.name), ...PLACE_FIELDS]);
  const onFields: FormErrors = {};
  for (const [raw, message] of Object.entries(errors ?? {})) {
    const field = raw === 'municipality' ? 'municipality_id' : raw;
    if (names.has(field) && typeof message === 'string') onFields[field] ??= message;
  }
  return onFields;
}
