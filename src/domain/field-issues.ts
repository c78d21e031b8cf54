import type { Locale } from './constants';

/**
 * What is wrong with one form field, worded for the person filling the form — the same sentence whether the browser
 * found it (a form checking the domain schema) or the server did (its problem+json `errors[]`). Zod's own locales
 * speak to programmers ("expected string to have <=200 characters", "must match pattern /^…$/"); these never show
 * a pattern, a type name or a field name.
 */
type FieldIssueKey =
  | 'required'
  | 'too_short'
  | 'too_long'
  | 'too_few'
  | 'too_many'
  | 'too_small_number'
  | 'too_big_number'
  | 'invalid_email'
  | 'invalid_format'
  | 'invalid_choice';

const MESSAGES: Readonly<Record<Locale, Readonly<Record<FieldIssueKey, string>>>> = {
  pt: {
    required: 'Campo obrigatório.',
    too_short: 'Use ao menos {min} caracteres.',
    too_long: 'Use no máximo {max} caracteres.',
    too_few: 'Escolha ao menos {min}.',
    too_many: 'Escolha no máximo {max}.',
    too_small_number: 'O menor valor aceito é {min}.',
    too_big_number: 'O maior valor aceito é {max}.',
    invalid_email: 'Informe um endereço de e-mail válido.',
    invalid_format: 'O formato não é válido.',
    invalid_choice: 'Escolha uma das opções.',
  },
  en: {
    required: 'This field is required.',
    too_short: 'Use at least {min} characters.',
    too_long: 'Use at most {max} characters.',
    too_few: 'Choose at least {min}.',
    too_many: 'Choose at most {max}.',
    too_small_number: 'The smallest value accepted is {min}.',
    too_big_number: 'The largest value accepted is {max}.',
    invalid_email: 'Enter a valid e-mail address.',
    invalid_format: 'The format is not valid.',
    invalid_choice: 'Choose one of the options.',
  },
  es: {
    required: 'Campo obligatorio.',
    too_short: 'Use al menos {min} caracteres.',
    too_long: 'Use como máximo {max} caracteres.',
    too_few: 'Elija al menos {min}.',
    too_many: 'Elija como máximo {max}.',
    too_small_number: 'El menor valor aceptado es {min}.',
    too_big_number: 'El mayor valor aceptado es {max}.',
    invalid_email: 'Introduzca una dirección de correo electrónico válida.',
    invalid_format: 'El formato no es válido.',
    invalid_choice: 'Elija una de las opciones.',
  },
};

/** The parts of a zod issue (as zod reports it, or as the server's validation error carries it) that decide the wording. */
export interface IssueLike {
  code?: unknown;
  origin?: unknown;
  format?: unknown;
  minimum?: unknown;
  maximum?: unknown;
  input?: unknown;
}

/** Which of our sentences says what a zod issue means, with its numbers; undefined when none fits. */
function fieldIssueOf(issue: IssueLike): { key: FieldIssueKey; min?: number; max?: number } | undefined {
  const min = Number(issue.minimum);
  const max = Number(issue.maximum);
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null ? { key: 'required' } : undefined;
    case 'too_small':
      if (issue.origin === 'string') return min <= 1 ? { key: 'required' } : { key: 'too_short', min };
      if (issue.origin === 'array' || issue.origin === 'set') return { key: 'too_few', min };
      if (issue.origin === 'number' || issue.origin === 'int') return { key: 'too_small_number', min };
      return undefined;
    case 'too_big':
      if (issue.origin === 'string') return { key: 'too_long', max };
      if (issue.origin === 'array' || issue.origin === 'set') return { key: 'too_many', max };
      if (issue.origin === 'number' || issue.origin === 'int') return { key: 'too_big_number', max };
      return undefined;
    case 'invalid_format':
      return { key: issue.format === 'email' ? 'invalid_email' : 'invalid_format' };
    case 'invalid_value':
      return { key: 'invalid_choice' };
    default:
      return undefined;
  }
}

/** The sentence for a zod issue in a language (numbers in its format: 5.000 in pt), or undefined when none fits. */
export function fieldIssueText(locale: Locale, issue: IssueLike): string | undefined {
  const found = fieldIssueOf(issue);
  if (!found) return undefined;
  const number = new Intl.NumberFormat(locale === 'pt' ? 'pt-BR' : locale);
  return MESSAGES[locale][found.key].replace(/\{(min|max)\}/g, (_, name: 'min' | 'max') => number.format(found[name] ?? 0));
}
