import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { fieldIssueText } from '../../src/domain/field-issues';
import { maxLengthOf } from '../../src/domain/schemas/common';
import { contactMessageInputSchema } from '../../src/domain/schemas/contact-message';
import { subscriptionRequestSchema } from '../../src/domain/schemas/subscription';

const firstIssue = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error!.issues[0]!;

describe('field issues worded for people (src/domain/field-issues.ts)', () => {
  it('words the usual zod issues in each language, with numbers in its format and no pattern', () => {
    const tooLong = firstIssue(contactMessageInputSchema.shape.message, 'x'.repeat(5001));
    expect(fieldIssueText('pt', tooLong)).toBe('Use no máximo 5.000 caracteres.');
    expect(fieldIssueText('en', tooLong)).toBe('Use at most 5,000 characters.');
    expect(fieldIssueText('es', tooLong)).toBe('Use como máximo 5000 caracteres.');
    expect(fieldIssueText('pt', firstIssue(subscriptionRequestSchema.shape.email, 'not-an-address'))).toBe('Informe um endereço de e-mail válido.');
    expect(fieldIssueText('en', firstIssue(subscriptionRequestSchema.shape.municipality_ids, []))).toBe('Choose at least 1.');
    expect(fieldIssueText('es', firstIssue(z.string().regex(/^[a-z]+$/), 'A1'))).toBe('El formato no es válido.');
    expect(fieldIssueText('pt', firstIssue(z.object({ a: z.string() }), {}))).toBe('Campo obrigatório.');
  });

  it('reads a text field limit through a pipe, for the form to hold input to it', () => {
    expect(maxLengthOf(subscriptionRequestSchema.shape.email)).toBe(200);
    expect(maxLengthOf(contactMessageInputSchema.shape.message)).toBe(5000);
    expect(maxLengthOf(subscriptionRequestSchema.shape.municipality_ids)).toBeUndefined();
  });
});
