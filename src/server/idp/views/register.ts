import { html } from './html';
import { renderPage } from './layout';
import { translator, type Locale, type MessageKey } from '../i18n';

const REGISTRATION_FIELDS = ['firstName', 'lastName', 'email', 'cpf', 'username', 'password', 'password-confirm'] as const;
export type RegistrationField = (typeof REGISTRATION_FIELDS)[number];

export interface RegisterView {
  locale: Locale;
  realmName: string;
  action: string;
  csrfToken: string;
  values: Partial<Record<RegistrationField, string>>;
  /** Translated messages by field, shown beside the field. */
  errors: Partial<Record<RegistrationField, string>>;
  error?: string;
  loginUrl: string;
  switchLocaleUrl: (locale: Locale) => string;
}

const FIELD_SETUP: Record<RegistrationField, { label: MessageKey; type: string; autocomplete: string }> = {
  firstName: { label: 'firstName', type: 'text', autocomplete: 'given-name' },
  lastName: { label: 'lastName', type: 'text', autocomplete: 'family-name' },
  email: { label: 'email', type: 'email', autocomplete: 'email' },
  cpf: { label: 'cpf', type: 'text', autocomplete: 'off' },
  username: { label: 'username', type: 'text', autocomplete: 'username' },
  password: { label: 'password', type: 'password', autocomplete: 'new-password' },
  'password-confirm': { label: 'passwordConfirm', type: 'password', autocomplete: 'new-password' },
};

/** Keycloak's registration form ids (#kc-register-form, #firstName … #password-confirm, errors in #input-error-<field>). */
export function renderRegisterPage(view: RegisterView): string {
  const t = translator(view.locale);
  const fields = REGISTRATION_FIELDS.map((name) => {
    const setup = FIELD_SETUP[name];
    const error = view.errors[name];
    const errorId = `input-error-${name}`;
    // Passwords are never echoed back, as in Keycloak.
    const value = setup.type === 'password' ? '' : (view.values[name] ?? '');
    return html` <label for="${name}">${t(setup.label)}</label>
      <input
        id="${name}"
        name="${name}"
        type="${setup.type}"
        value="${value}"
        autocomplete="${setup.autocomplete}"
        aria-required="true"
        aria-invalid="${error ? 'true' : 'false'}"
        ${error ? html` aria-describedby="${errorId}"` : ''}${name === 'cpf' ? html` inputmode="numeric"` : ''}
      />
      ${error ? html`<span id="${errorId}" class="field-error" aria-live="polite">${error}</span>` : ''}`;
  });
  const body = html` ${view.error ? html`<div class="alert alert-error" role="alert"><span class="kc-feedback-text">${view.error}</span></div>` : ''}
    <form id="kc-register-form" action="${view.action}" method="post" novalidate>
      <input type="hidden" name="session_code" value="${view.csrfToken}" />
      ${fields}
      <input type="submit" id="kc-register" value="${t('doSubmit')}" />
    </form>
    <div id="kc-form-options" class="links"><a href="${view.loginUrl}">${t('backToLogin')}</a></div>`;
  return renderPage({ locale: view.locale, title: t('registerTitle'), realmName: view.realmName, switchLocaleUrl: view.switchLocaleUrl, body });
}
