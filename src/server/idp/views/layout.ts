import { html, SafeHtml } from './html';
import { LOCALES, translator, type Locale } from '../i18n';

export interface PageFrame {
  locale: Locale;
  title: string;
  realmName: string;
  /** When given, a language switcher links to this URL with `kc_locale` set. */
  switchLocaleUrl?: (locale: Locale) => string;
  body: SafeHtml;
}

const STYLE = `
  :root { color-scheme: light; font-family: Roboto, "Segoe UI", Arial, sans-serif; }
  body { margin: 0; background: #eef2f6; color: #1a1a1a; }
  header { background: #0b3d91; color: #fff; padding: 16px 24px; font-size: 1.25rem; font-weight: 500; }
  main { max-width: 480px; margin: 40px auto; background: #fff; border-radius: 8px; padding: 32px;
         box-shadow: 0 1px 4px rgba(0,0,0,.15); }
  h1 { font-size: 1.5rem; margin: 0 0 24px; font-weight: 500; }
  label { display: block; font-weight: 500; margin: 16px 0 4px; }
  input[type=text], input[type=password], input[type=email] { box-sizing: border-box; width: 100%; padding: 10px;
         border: 1px solid #6b7280; border-radius: 4px; font-size: 1rem; }
  input[aria-invalid=true] { border-color: #b00020; }
  .field-error { display: block; color: #b00020; font-size: .875rem; margin-top: 4px; }
  .alert { padding: 12px; border-radius: 4px; margin-bottom: 16px; }
  .alert-error { background: #fdecea; color: #8a1c14; border: 1px solid #f5c2c0; }
  .alert-info { background: #e8f0fe; color: #0b3d91; border: 1px solid #c6d7fb; }
  .alert-success { background: #e6f4ea; color: #135c2a; border: 1px solid #b7dfc2; }
  button, input[type=submit] { margin-top: 24px; width: 100%; padding: 12px; font-size: 1rem; border: 0; border-radius: 4px;
         background: #0b3d91; color: #fff; cursor: pointer; }
  a { color: #0b3d91; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 8px 16px; margin: 0; }
  dt { font-weight: 500; }
  dd { margin: 0; }
  .links { margin-top: 24px; }
  nav.locales { text-align: right; font-size: .875rem; max-width: 480px; margin: 16px auto 0; }
  nav.locales a, nav.locales span { margin-left: 12px; }
`;

export function renderPage(frame: PageFrame): string {
  const t = translator(frame.locale);
  const switcher = frame.switchLocaleUrl
    ? html`<nav class="locales" aria-label="${t('language')}">
        ${LOCALES.map((l) => {
          const name = translator(l)('languageName');
          return l === frame.locale
            ? html`<span aria-current="true">${name}</span>`
            : html`<a href="${frame.switchLocaleUrl!(l)}" lang="${translator(l)('htmlLang')}">${name}</a>`;
        })}
      </nav>`
    : '';
  return html`<!doctype html>
    <html lang="${t('htmlLang')}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <title>${frame.title} — ${frame.realmName}</title>
        <style>
          ${new SafeHtml(STYLE)}
        </style>
      </head>
      <body>
        <header>${frame.realmName}</header>
        ${switcher}
        <main id="kc-content">
          <h1 id="kc-page-title">${frame.title}</h1>
          ${frame.body}
        </main>
      </body>
    </html>`.value;
}
