import { expect, it } from 'vitest';
import { formatNup } from '../../src/domain/nup';
import { violations } from '../helpers/axe';
import { signedInContext } from '../helpers/pages/login-page';
import { useBrowserSuite } from '../helpers/suite';
import { tokenFor } from '../helpers/tokens';

const suite = useBrowserSuite({ requireBuild: true });
const POLL = { timeout: 10_000 };

let nups = 0;
async function createComplaint(summary: string): Promise<number> {
  const response = await fetch(`${suite.server.url}/api/complaints`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await tokenFor(suite.server, 'Interno')}`, 'content-type': 'application/json' },
    // Each complaint has a NUP of its own (the server refuses one another complaint has).
    body: JSON.stringify({
      regional: 'CINDACTA 1',
      summary,
      nup: formatNup(`60000${String(++nups).padStart(6, '0')}2025`),
      content: 'Teste.',
      process_type: 'Denúncia',
      state_code: 'DF',
    }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { number: number }).number;
}

it('shows Interno the unread count, opens by keyboard, leads to /denuncias and marks as read', async () => {
  // Start from nothing unread (a retry of this test finds the complaints of the first attempt).
  const readAll = await fetch(`${suite.server.url}/api/notifications/read-all`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await tokenFor(suite.server, 'Interno')}` },
  });
  expect(readAll.status).toBe(200);
  await createComplaint('Guindaste sem sinalização');
  const newest = await createComplaint('Torre sem balizamento');
  const { page, context, errors } = await signedInContext(suite.browser, suite.server.url, 'Interno');
  const bell = () => page.getByTestId('notifications-button');
  await expect.poll(() => bell().getAttribute('aria-label'), POLL).toBe('Notificações: 2 não lidas');

  await bell().focus();
  await page.keyboard.press('Enter');
  const items = page.getByTestId('notification-item');
  await items.first().waitFor();
  // The menu also lists read notifications (another attempt's, another test's): count the unread ones.
  expect(await page.locator('[data-testid="notification-item"][data-read="false"]').count()).toBe(2);
  expect(await items.first().innerText()).toContain(`Nova denúncia nº ${newest}`);
  expect(await items.first().innerText()).toContain('hoje');
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')), POLL).toBe('notification-item');
  expect(await violations(page)).toEqual([]);

  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === '/denuncias');
  await expect.poll(() => bell().getAttribute('aria-label'), POLL).toBe('Notificações: 1 não lida');

  await bell().click();
  await page.getByRole('button', { name: 'Marcar todas como lidas' }).click();
  await expect.poll(() => bell().getAttribute('aria-label'), POLL).toBe('Notificações: nenhuma não lida');
  await page.keyboard.press('Escape');
  await page.reload();
  await expect.poll(() => bell().getAttribute('aria-label'), POLL).toBe('Notificações: nenhuma não lida');
  expect(errors).toEqual([]);
  await context.close();
});

it('shows Externo no complaints: the menu is empty', async () => {
  const { page, context } = await signedInContext(suite.browser, suite.server.url, 'Externo');
  const bell = page.getByTestId('notifications-button');
  await expect.poll(() => bell.getAttribute('aria-label'), POLL).toBe('Notificações: nenhuma não lida');
  await bell.click();
  await page.getByText('Nenhuma notificação nos últimos 30 dias.').waitFor();
  expect(await page.getByTestId('notification-item').count()).toBe(0);
  await context.close();
});
