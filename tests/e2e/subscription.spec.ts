import { describe, expect, it } from 'vitest';
import { violations } from '../helpers/axe';
import { newPage } from '../helpers/browser';
import { latestMailTo } from '../helpers/mail';
import { useBrowserSuite } from '../helpers/suite';

const POLL = { timeout: 20_000 };
const suite = useBrowserSuite({ requireBuild: true });

describe('subscription by city (home page)', () => {
  it('subscribes from the home form, confirms through the e-mailed link and unsubscribes', async () => {
    const { page, context, errors } = await newPage(suite.browser, { locale: 'pt-BR' });
    await page.goto(`${suite.server.url}/inicio`);
    const form = page.locator('form[aria-labelledby="subscription-heading"]');
    await form.getByRole('button', { name: 'Inscrever-me' }).click();
    await expect.poll(() => form.getByText('Informe um endereço de e-mail válido.').count(), POLL).toBe(1);
    expect(await form.getByText('Escolha ao menos um município.').count()).toBe(1);
    expect(await violations(page)).toEqual([]);

    await page.locator('#subscription-email').fill('bia@example.com');
    await page.locator('#subscription-state').click();
    await page.getByRole('option', { name: 'São Paulo' }).click();
    await page.locator('#subscription-municipalities').fill('Campinas');
    await page.getByRole('option', { name: 'Campinas/SP' }).click();
    await form.getByRole('button', { name: 'Inscrever-me' }).click();
    await expect.poll(() => page.getByText('Enviamos um e-mail para bia@example.com').count(), POLL).toBe(1);

    const mail = await latestMailTo(suite.server, 'bia@example.com');
    expect(mail?.subject).toBe('Confirme sua inscrição no Portal AGA');
    const confirm = /(http:\/\/\S+\/inscricao\/confirmar\?token=\S+)/.exec(mail?.text ?? '')?.[1];
    const cancel = /(http:\/\/\S+\/inscricao\/cancelar\?token=\S+)/.exec(mail?.text ?? '')?.[1];
    expect(confirm).toBeTruthy();
    expect(cancel).toBeTruthy();

    await page.goto(confirm!);
    await expect.poll(() => page.getByText('Inscrição confirmada.', { exact: false }).count(), POLL).toBe(1);
    expect(await page.getByRole('listitem').filter({ hasText: 'Campinas/SP' }).count()).toBe(1);
    const row = await suite.server.app.db.selectFrom('subscriptions').selectAll().where('email', '=', 'bia@example.com').executeTakeFirstOrThrow();
    expect(row.confirmed_at).toBeTruthy();
    expect(await violations(page)).toEqual([]);

    await page.goto(cancel!);
    await expect.poll(() => page.getByText('Inscrição cancelada.', { exact: false }).count(), POLL).toBe(1);
    const after = await suite.server.app.db.selectFrom('subscriptions').selectAll().where('email', '=', 'bia@example.com').executeTakeFirstOrThrow();
    expect(after.unsubscribed_at).toBeTruthy();

    await page.goto(`${suite.server.url}/inscricao/confirmar?token=${'x'.repeat(43)}`);
    await expect.poll(() => page.getByText('O link de inscrição é inválido', { exact: false }).count(), POLL).toBe(1);
    expect(errors.filter((e) => !/404|Failed to load resource/.test(e))).toEqual([]);
    await context.close();
  });
});
