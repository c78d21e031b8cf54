import { isValidCpf } from '@brazilian-utils/brazilian-utils/is-valid-cpf';
import type { IdpContext } from './context';
import type { MessageKey, Translate } from './i18n';
import { checkPasswordPolicy } from './passwords';
import { takenFields } from './users';
import type { RegistrationField } from './views/register';

export interface RegistrationInput {
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  cpf: string;
  password: string;
}

export type FieldErrors = Partial<Record<RegistrationField, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const USERNAME = /^[a-z0-9._-]{3,60}$/;

/**
 * Normalises the form (trimmed, lower-case username and e-mail, CPF digits) and returns it with translated field
 * errors. Whether the username, e-mail or CPF is taken is checked only with `checkTaken` (realms without e-mail
 * verification); otherwise the route answers alike and tells the mailbox (./registration-mail.ts).
 */
export async function validateRegistration(
  ctx: IdpContext,
  form: Record<string, string | undefined>,
  t: Translate,
  checkTaken: boolean,
): Promise<{ input: RegistrationInput; errors: FieldErrors }> {
  const input: RegistrationInput = {
    username: (form.username ?? '').trim().toLowerCase(),
    email: (form.email ?? '').trim().toLowerCase(),
    firstName: (form.firstName ?? '').trim().slice(0, 120),
    lastName: (form.lastName ?? '').trim().slice(0, 120),
    cpf: (form.cpf ?? '').replace(/\D/g, ''),
    password: form.password ?? '',
  };
  const errors: FieldErrors = {};
  const fail = (field: RegistrationField, key: MessageKey, params?: Record<string, number>) => {
    errors[field] ??= t(key, params);
  };
  if (!input.firstName) fail('firstName', 'required');
  if (!input.lastName) fail('lastName', 'required');
  if (!input.email) fail('email', 'required');
  else if (!EMAIL.test(input.email) || input.email.length > 200) fail('email', 'invalidEmail');
  if (!form.cpf?.trim()) fail('cpf', 'required');
  else if (!isValidCpf(form.cpf)) fail('cpf', 'invalidCpf');
  if (!input.username) fail('username', 'required');
  else if (!USERNAME.test(input.username)) fail('username', 'invalidUsername');
  if (!input.password) fail('password', 'required');
  else {
    const problem = checkPasswordPolicy(input.password, ctx.realm.passwordPolicy);
    const { minLength, minDigits } = ctx.realm.passwordPolicy;
    if (problem) fail('password', problem, { min: problem === 'passwordTooShort' ? minLength : minDigits });
  }
  if ((form['password-confirm'] ?? '') !== input.password) fail('password-confirm', 'passwordMismatch');
  if (checkTaken) await addTakenErrors(ctx, input, errors, t);
  return { input, errors };
}

export async function addTakenErrors(ctx: IdpContext, input: RegistrationInput, errors: FieldErrors, t: Translate): Promise<void> {
  const taken = await takenFields(ctx.db, input);
  if (taken.username) errors.username ??= t('usernameExists');
  if (taken.email) errors.email ??= t('emailExists');
  if (taken.cpf) errors.cpf ??= t('cpfExists');
}
