import { html } from './html';
import { renderPage } from './layout';
import { translator, type Locale } from '../i18n';

export interface LoginView {
  locale: Locale;
  realmName: string;
  /** Where the form posts: the authorization URL with the original query. */
  action: string;
  csrfToken: string;
  username: string;
  loginWithEmail: boolean;
  error?: string;
  info?: string;
  registrationUrl?: string;
  switchLocaleUrl: (locale: Locale) => string;
}

/** Keycloak's login page ids (#kc-form-login, #username, #password, #kc-login), which browser tests and scripts rely on. */
export function renderLoginPage(view: LoginView): string {
  const t = translator(view.locale);
  const invalid = view.error ? 'true' : 'false';
  const body = html` ${view.info ? html`<div class="alert alert-info" role="status"><span class="kc-feedback-text">${view.info}</span></div>` : ''}
    ${view.error ? html`<div class="alert alert-error" role="alert"><span id="input-error" class="kc-feedback-text">${view.error}</span></div>` : ''}
    <form id="kc-form-login" action="${view.action}" method="post" novalidate>
      <input type="hidden" name="session_code" value="${view.csrfToken}" />
      <label for="username">${view.loginWithEmail ? t('usernameOrEmail') : t('username')}</label>
      <input
        id="username"
        name="username"
        type="text"
        value="${view.username}"
        autocomplete="username"
        autocapitalize="none"
        spellcheck="false"
        autofocus
        aria-invalid="${invalid}"
        ${view.error ? html` aria-describedby="input-error"` : ''}
      />
      <label for="password">${t('password')}</label>
      <input id="password" name="password" type="password" autocomplete="current-password" aria-invalid="${invalid}" />
      <input type="submit" id="kc-login" name="login" value="${t('doLogIn')}" />
    </form>
    ${
      view.registrationUrl
        ? html`<div id="kc-registration" class="links">
            <span>${t('noAccount')} <a href="${view.registrationUrl}">${t('doRegister')}</a></span>
          </div>`
        : ''
    }`;
  return renderPage({ locale: view.locale, title: t('loginTitle'), realmName: view.realmName, switchLocaleUrl: view.switchLocaleUrl, body });
}
