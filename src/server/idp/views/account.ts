import { html } from './html';
import { renderPage } from './layout';
import { translator, type Locale } from '../i18n';

export interface AccountView {
  locale: Locale;
  realmName: string;
  user: { name: string; username: string; email: string; cpf: string | null; roles: string[] };
  backUrl: string | undefined;
  logoutUrl: string;
  switchLocaleUrl: (locale: Locale) => string;
}

function formatCpf(cpf: string): string {
  const digits = cpf.replace(/\D/g, '');
  return digits.length === 11 ? `${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6, 9)}-${digits.slice(9)}` : cpf;
}

export function renderAccountPage(view: AccountView): string {
  const t = translator(view.locale);
  const { user } = view;
  const body = html` <dl id="kc-account-profile">
      <dt>${t('name')}</dt>
      <dd id="account-name">${user.name}</dd>
      <dt>${t('username')}</dt>
      <dd id="account-username">${user.username}</dd>
      <dt>${t('email')}</dt>
      <dd id="account-email">${user.email}</dd>
      <dt>${t('cpf')}</dt>
      <dd id="account-cpf">${user.cpf ? formatCpf(user.cpf) : t('none')}</dd>
      <dt>${t('roles')}</dt>
      <dd id="account-roles">${user.roles.length ? user.roles.join(', ') : t('none')}</dd>
    </dl>
    <p class="links">
      ${view.backUrl ? html`<a id="backToApplication" href="${view.backUrl}">${t('backToApplication')}</a> · ` : ''}
      <a id="signOutButton" href="${view.logoutUrl}">${t('signOut')}</a>
    </p>`;
  return renderPage({ locale: view.locale, title: t('accountTitle'), realmName: view.realmName, switchLocaleUrl: view.switchLocaleUrl, body });
}
