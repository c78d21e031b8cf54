import type { IdpContext } from './context';
import { translator, type Locale } from './i18n';
import { sendMail } from '../mail/index';
import { MAIL_INTERVAL_MS, keys } from './throttling';
import { createActionToken, fullName, type IdpUser } from './users';
import { html } from './views/html';

function actionTokenUrl(ctx: IdpContext, key: string): string {
  return `${ctx.issuer}/login-actions/action-token?key=${encodeURIComponent(key)}`;
}

/**
 * Mails a fresh single-use activation link, at most once per account per 15 minutes (each login of an unverified
 * account asks for one, and logins are cheap to repeat); false when one went out recently. `redirectUri` (already
 * validated) is where the success page links back to.
 */
export async function sendActivationMail(ctx: IdpContext, user: IdpUser, locale: Locale, redirectUri: string | null): Promise<boolean> {
  if (!(await ctx.throttle.claim(keys.activationMail(user.id), MAIL_INTERVAL_MS))) return false;
  const key = await createActionToken(ctx.db, {
    userId: user.id,
    action: 'verify-email',
    redirectUri,
    lifetimeSeconds: ctx.realm.actionTokenSeconds,
  });
  const link = actionTokenUrl(ctx, key);
  const t = translator(locale);
  const params = {
    name: fullName(user) || user.username,
    realm: ctx.realm.displayName,
    hours: Math.max(1, Math.round(ctx.realm.actionTokenSeconds / 3600)),
    link,
  };
  const text = t('activationText', params);
  const paragraphs = text.split('\n\n').filter((p) => p !== link);
  const body = html`<!doctype html>
    <html lang="${t('htmlLang')}">
      <body style="font-family: Arial, sans-serif">
        ${paragraphs.map((p) => html`<p>${p}</p>`)}
        <p>
          <a href="${link}" style="display:inline-block;padding:10px 16px;background:#0b3d91;color:#fff;text-decoration:none;border-radius:4px"
            >${t('activationButton')}</a
          >
        </p>
        <p style="font-size:12px;color:#555">${link}</p>
      </body>
    </html>`;
  await sendMail(ctx.db, ctx.config, { to: user.email, subject: t('activationSubject', params), text, html: body.value });
  if (!ctx.config.smtpUrl) ctx.log.info({ to: user.email, link }, 'activation link (SMTP_URL is unset; the message is kept in the outbox)');
  return true;
}
