import { html, type SafeHtml } from './html';
import { renderPage } from './layout';
import type { Locale } from '../i18n';

export interface MessageView {
  locale: Locale;
  realmName: string;
  title: string;
  message: string;
  kind: 'info' | 'error' | 'success';
  link?: { href: string; text: string };
  /** Extra markup under the message (a confirmation form, for instance). */
  extra?: SafeHtml;
}

/** Keycloak-like info/error page: the message in #kc-info-message or #kc-error-message. */
export function renderMessagePage(view: MessageView): string {
  const id = view.kind === 'error' ? 'kc-error-message' : 'kc-info-message';
  const body = html` <div id="${id}" class="alert alert-${view.kind}" role="${view.kind === 'error' ? 'alert' : 'status'}">
      <p class="instruction">${view.message}</p>
    </div>
    ${view.extra ?? ''} ${view.link ? html`<p class="links"><a id="backToApplication" href="${view.link.href}">${view.link.text}</a></p>` : ''}`;
  return renderPage({ locale: view.locale, title: view.title, realmName: view.realmName, body });
}
