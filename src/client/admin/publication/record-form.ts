import type { TFunction } from 'i18next';
import type { ManagedKind, ManagedRecord } from './managed-kind';

/** Every field as the text the user typed (municipality_id too, as text). */
export type FormValues = Record<string, string>;
export type FormErrors = Record<string, string>;

const PLACE_FIELDS = ['state_code', 'municipality_id', 'municipality'] as const;
/** Our own message keys; anything else is translated by zod's issue code. */
const OWN_MESSAGES = new Set(['invalid_date']);

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
export function validateRecord(kind: ManagedKind, values: FormValues, editing: boolean, t: TFunction):
  { ok: true; body: Record<string, unknown> } | { ok: false; errors: FormErrors } {
  const input: Record<string, unknown> = { ...values };
  input.icao = values.icao?.trim() ? values.icao : null;
  input.municipality_id = values.municipality_id ? Number(values.municipality_id) : undefined;
  for (const field of kind.fields) if (field.kind === 'date' && values[field.name] === '') input[field.name] = undefined;
  if (editing) delete input.status;
  const schema = kind.input.omit({ sample: true, aerodrome_id: true } as never);
  const parsed = schema.safeParse(input);
  if (parsed.success) return { ok: true, body: parsed.data as Record<string, unknown> };
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
