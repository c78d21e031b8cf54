import type { z } from 'zod';
import { fieldIssueText } from '../../../domain/field-issues';
import { currentLocale } from '../../i18n';

/** One refusal of the API's problem+json `errors[]`: where (`body.email`, `querystring.token`) and why, already worded. */
export interface ProblemFieldError {
  path: string;
  message: string;
}

/**
 * The server's refusals placed on a form's fields: `body.<name>…` goes to the field `fields[name]` (the form's own
 * field names may differ from the API's: municipality_ids → municipalities). Refusals of no field are left over.
 */
export function fieldErrorsOf<F extends string>(errors: readonly ProblemFieldError[], fields: Readonly<Record<string, F>>) {
  const placed: Partial<Record<F, string>> = {};
  const rest: string[] = [];
  for (const error of errors) {
    const field = fields[error.path.split('.')[1] ?? ''];
    if (field) placed[field] ??= error.message;
    else rest.push(error.message);
  }
  return { placed, rest };
}

/** What the domain schema says of one value, worded as the server would say it (src/domain/field-issues.ts). */
export function schemaFieldError(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  if (result.success) return undefined;
  const issue = result.error.issues[0];
  return issue && (fieldIssueText(currentLocale(), issue as never) ?? issue.message);
}
