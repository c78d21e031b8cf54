import { expect, it } from 'vitest';
import { sendMail } from '../../src/server/mail/index';
import { signedInContext } from '../helpers/pages/login-page';
import { useBrowserSuite } from '../helpers/suite';

const suite = useBrowserSuite({ requireBuild: true });

it('lists the outbox for Desenvolvedor, reached from the top bar, and searches it', async () => {
  const { app } = suite.server;
  // A subject of its own per attempt: a retried attempt must not find the first attempt's message too.
  const subject = `Aviso de teste do outbox ${Date.now()}`;
  await sendMail(app.db, app.config, { to: 'fulano@example.com', subject, text: 'Corpo da mensagem.' });
  const { page, context } = await signedInContext(suite.browser, suite.server.url, 'Desenvolvedor');
  await page.getByRole('link', { name: 'E-mails enviados (outbox)' }).click();
  await page.waitForURL((url) => url.pathname === '/outbox');
  await page.getByRole('heading', { level: 1, name: 'E-mails enviados (outbox)' }).waitFor();
  const row = page.getByRole('row').filter({ hasText: subject });
  await row.waitFor();
  expect(await row.textContent()).toMatch(/fulano@example\.com.*Na fila|fulano@example\.com.*Enviada/);
  await page.getByLabel('Destinatário ou assunto').fill('nada-parecido');
  await expect.poll(() => row.count()).toBe(0);
  await context.close();
});

it('keeps the outbox from Interno: no top-bar link, and the route lands on /erro/401', async () => {
  const { page, context } = await signedInContext(suite.browser, suite.server.url, 'Interno');
  expect(await page.getByRole('link', { name: 'E-mails enviados (outbox)' }).count()).toBe(0);
  await page.goto(`${suite.server.url}/outbox`);
  await page.waitForURL((url) => url.pathname === '/erro/401');
  await context.close();
});
