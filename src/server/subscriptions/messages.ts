import type { Locale } from '../../domain/constants';
import type { MailMessage } from '../mail/index';

/** The e-mails of the subscription by city, in the subscriber's language (plain text and a little HTML). */

interface Place {
  municipality: string;
  state_code: string;
}

const TEXT = {
  pt: {
    confirmSubject: 'Confirme sua inscrição no Portal AGA',
    confirmIntro: 'Recebemos um pedido para avisar este endereço quando for publicado um plano de zona de proteção para:',
    confirmAction: 'Para confirmar, abra o link abaixo. Se você não fez este pedido, ignore esta mensagem: nada será enviado sem confirmação.',
    planSubject: 'Novo plano publicado: {municipality}/{state}',
    planIntro: 'Foi publicado um plano de zona de proteção ({type}) para {municipality}/{state}: {aerodrome}, {ordinance}.',
    planAction: 'Consulte os planos em:',
    unsubscribe: 'Para cancelar a inscrição:',
    signature: 'Portal AGA — Departamento de Controle do Espaço Aéreo',
  },
  en: {
    confirmSubject: 'Confirm your Portal AGA subscription',
    confirmIntro: 'We received a request to notify this address when a protection zone plan is published for:',
    confirmAction: 'To confirm, open the link below. If you did not ask for this, ignore this message: nothing is sent without confirmation.',
    planSubject: 'New plan published: {municipality}/{state}',
    planIntro: 'A protection zone plan ({type}) was published for {municipality}/{state}: {aerodrome}, {ordinance}.',
    planAction: 'See the plans at:',
    unsubscribe: 'To unsubscribe:',
    signature: 'Portal AGA — Airspace Control Department',
  },
  es: {
    confirmSubject: 'Confirme su suscripción al Portal AGA',
    confirmIntro: 'Recibimos una solicitud para avisar a esta dirección cuando se publique un plan de zona de protección para:',
    confirmAction: 'Para confirmar, abra el enlace de abajo. Si usted no hizo esta solicitud, ignore este mensaje: no se enviará nada sin confirmación.',
    planSubject: 'Nuevo plan publicado: {municipality}/{state}',
    planIntro: 'Se publicó un plan de zona de protección ({type}) para {municipality}/{state}: {aerodrome}, {ordinance}.',
    planAction: 'Consulte los planes en:',
    unsubscribe: 'Para cancelar la suscripción:',
    signature: 'Portal AGA — Departamento de Control del Espacio Aéreo',
  },
} satisfies Record<Locale, Record<string, string>>;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const fill = (template: string, params: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? '');
const textOf = (locale: string) => TEXT[(locale in TEXT ? locale : 'pt') as Locale];

const confirmLink = (publicUrl: string, token: string) => `${publicUrl}/inscricao/confirmar?token=${token}`;
/** The token of the confirmation link in a confirmation e-mail's text (undefined when there is none). */
export function confirmTokenIn(text: string, publicUrl: string): string | undefined {
  const prefix = confirmLink(publicUrl, '');
  const start = text.indexOf(prefix);
  return start < 0 ? undefined : /^[A-Za-z0-9_-]+/.exec(text.slice(start + prefix.length))?.[0];
}
const unsubscribeLink = (publicUrl: string, token: string) => `${publicUrl}/inscricao/cancelar?token=${token}`;

function compose(to: string, subject: string, paragraphs: readonly (string | { label: string; url: string })[]): MailMessage {
  const text = paragraphs.map((p) => (typeof p === 'string' ? p : `${p.label}\n${p.url}`)).join('\n\n');
  const html = paragraphs
    .map((p) =>
      typeof p === 'string'
        ? `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`
        : `<p>${escapeHtml(p.label)}<br><a href="${escapeHtml(p.url)}">${escapeHtml(p.url)}</a></p>`,
    )
    .join('\n');
  return { to, subject, text, html };
}

/** The double opt-in e-mail: the places asked for, the confirmation link and the unsubscribe link. */
export function confirmationMail(to: string, locale: string, places: readonly Place[], publicUrl: string, token: string): MailMessage {
  const t = textOf(locale);
  const list = places.map((p) => `• ${p.municipality}/${p.state_code}`).join('\n');
  return compose(to, t.confirmSubject, [
    `${t.confirmIntro}\n${list}`,
    { label: t.confirmAction, url: confirmLink(publicUrl, token) },
    { label: t.unsubscribe, url: unsubscribeLink(publicUrl, token) },
    t.signature,
  ]);
}

export interface PublishedPlan {
  type: string;
  aerodrome_name: string;
  ordinance: string;
  municipality: string;
  state_code: string;
}

/** The notice sent to a confirmed subscriber when a plan for their municipality is published. */
export function planPublishedMail(to: string, locale: string, plan: PublishedPlan, publicUrl: string, token: string): MailMessage {
  const t = textOf(locale);
  const params = { type: plan.type, municipality: plan.municipality, state: plan.state_code, aerodrome: plan.aerodrome_name, ordinance: plan.ordinance };
  const plansUrl = `${publicUrl}/planos`;
  return compose(to, fill(t.planSubject, params), [
    fill(t.planIntro, params),
    { label: t.planAction, url: plansUrl },
    { label: t.unsubscribe, url: unsubscribeLink(publicUrl, token) },
    t.signature,
  ]);
}
