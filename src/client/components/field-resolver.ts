import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';

/**
 * A react-hook-form resolver over a domain zod schema (the one the server validates with): the form gets what the
 * schema made of its values, and each refused field one sentence of its own (`messageOf(field)`), the first issue
 * of a field winning. `prepare` turns what the form holds into what the schema reads (a typed number, say).
 */
export function fieldResolver<V extends FieldValues>(
  schema: ZodType,
  messageOf: (field: keyof V & string) => string,
  prepare: (values: V) => unknown = (v) => v,
): Resolver<V> {
  return (values) => {
    const parsed = schema.safeParse(prepare(values));
    if (parsed.success) return { values: parsed.data as V, errors: {} };
    const errors: FieldErrors<V> = {};
    for (const issue of parsed.error.issues) {
      const name = String(issue.path[0]) as keyof V & string;
      (errors as Record<string, unknown>)[name] ??= { type: issue.code, message: messageOf(name) };
    }
    return { values: {}, errors };
  };
}
