import { sendMail } from '../mail/index';
import type { IdpContext } from './context';
import { translator, type Locale } from './i18n';
import { MAIL_INTERVAL_MS, keys } from './throttling';
import { html } from './views/html';

/**
 * The registration form answers "check your e-mail" whatever is taken (so it tells nobody which usernames, e-mails
 * or CPFs exist); what went wrong is told only to the mailbox: its owner proves control of the address by reading
 * it. At most one such notice per address per 15 minutes, so the form cannot be used to flood a mailbox.
 */
export async function sendRegistrationNotice(
  ctx: IdpContext,
  email: string,
  locale: Locale,
  taken: { username: boolean; email: boolean; cpf: boolean },
): Promise<boolean> {
  if (!(await ctx.throttle.claim(keys.registrationMail(email), MAIL_INTERVAL_MS))) return false;
  const t = translator(locale);
  const link = `${ctx.config.publicUrl}/`;
  const fields = taken.username && taken.cpf ? t('takenBoth') : taken.username ? t('takenUsername') : t('takenCpf');
  const params = { realm: ctx.realm.displayName, link, fields };
  const text = t(taken.email ? 'registrationEmailTakenText' : 'registrationFieldTakenText', params);
  const body = html`<!doctype html>
    <html lang="${t('htmlLang')}">
      <body style="font-family: Arial, sans-serif">
        ${text.split('\n\n').map((p) => (p === link ? html`<p><a href="${link}">${link}</a></p>` : html`<p>${p}</p>`))}
      </body>
    </html>`;
  await sendMail(ctx.db, ctx.config, { to: email, subject: t('registrationTakenSubject', params), text, html: body.value });
  return true;
}
