import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { violations } from '../helpers/axe';
import { newPage } from '../helpers/browser';
import { useBrowserSuite } from '../helpers/suite';

const POLL = { timeout: 20_000 };
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-forms';
const suite = useBrowserSuite({ requireBuild: true });

/** What the forms say in each language (the API's sentences come from src/domain/field-issues.ts). */
const TEXT = {
  pt: {
    chooseOne: 'Escolha ao menos um município.',
    tooLong: 'Use no máximo 200 caracteres.',
    counter: '200/200 caracteres',
    message: '3/5.000 caracteres',
    link: 'O link de inscrição é inválido',
  },
  en: {
    chooseOne: 'Choose at least one municipality.',
    tooLong: 'Use at most 200 characters.',
    counter: '200/200 characters',
    message: '3/5,000 characters',
    link: 'The subscription link is invalid',
  },
  es: {
    chooseOne: 'Elija al menos un municipio.',
    tooLong: 'Use como máximo 200 caracteres.',
    counter: '200/200 caracteres',
    message: '3/5000 caracteres',
    link: 'El enlace de suscripción no es válido',
  },
} as const;
type Language = keyof typeof TEXT;

// Every language at phone and desktop width; light and dark alternate so each language is seen in both.
const CASES = (['pt', 'en', 'es'] as const).flatMap((lang, i) => [
  { lang, width: 390, height: 844, colorScheme: i % 2 === 0 ? ('light' as const) : ('dark' as const) },
  { lang, width: 1440, height: 900, colorScheme: i % 2 === 0 ? ('dark' as const) : ('light' as const) },
]);
const name = (c: (typeof CASES)[number]) => `${c.lang}-${c.width}-${c.colorScheme}`;

async function shot(page: Page, file: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${file}.png` });
}

async function open(c: (typeof CASES)[number], path: string) {
  const opened = await newPage(suite.browser, { locale: c.lang === 'pt' ? 'pt-BR' : c.lang, width: c.width, height: c.height, colorScheme: c.colorScheme });
  await opened.page.goto(`${suite.server.url}${path}`);
  return opened;
}

describe('public forms: refusals on their fields, in the visitor language', () => {
  it.each(CASES.map((c, i) => [name(c), c, i] as const))(
    'sign-up form (%s): limits, clears and shows the server refusal on the field',
    async (_label, c, i) => {
      const text = TEXT[c.lang as Language];
      const { page, context, errors } = await open(c, '/inicio');
      // The form downloads when the visitor scrolls near it (below the fold on a phone).
      await page.locator('#subscription-heading').scrollIntoViewIfNeeded();
      const form = page.locator('form[aria-labelledby="subscription-heading"]');
      await form.locator('button[type="submit"]').click();
      await expect.poll(() => form.getByText(text.chooseOne).count(), POLL).toBe(1);

      // Choosing a municipality clears its message.
      await page.locator('#subscription-state').click();
      await page.getByRole('option', { name: 'São Paulo' }).click();
      await page.locator('#subscription-municipalities').fill('Campinas');
      await page.getByRole('option', { name: 'Campinas/SP' }).click();
      await expect.poll(() => form.getByText(text.chooseOne).count(), POLL).toBe(0);

      // A 3,000-character address: the field takes 200, as the API does, and says so.
      const email = page.locator('#subscription-email');
      await email.fill(`${'a'.repeat(2988)}@example.com`);
      expect((await email.inputValue()).length).toBe(200);
      expect(await form.getByTestId('character-counter').textContent()).toBe(text.counter);

      // With the browser's checks bypassed, the server's refusal lands on the field, worded for a person.
      await page.route('**/api/subscriptions', (route) =>
        route.continue({
          postData: JSON.stringify({ ...(route.request().postDataJSON() as object), email: `${'b'.repeat(2988)}@example.com` }),
          headers: { ...route.request().headers(), 'x-forwarded-for': `10.20.0.${i + 1}` },
        }),
      );
      await email.fill('bia@example.com');
      await form.locator('button[type="submit"]').click();
      await expect.poll(() => page.locator('#subscription-email-helper-text').textContent(), POLL).toContain(text.tooLong);
      expect(await email.getAttribute('aria-invalid')).toBe('true');
      const shown = await form.textContent();
      expect(shown).not.toMatch(/email:|municipality_ids|Os dados enviados|The data sent|Los datos enviados/);
      await shot(page, `subscription-${name(c)}`);

      // Fixing the address clears the server's message.
      await email.fill('bia2@example.com');
      await expect.poll(() => form.getByText(text.tooLong).count(), POLL).toBe(0);
      expect(await violations(page)).toEqual([]);
      expect(errors.filter((e) => !/400|Failed to load resource/.test(e))).toEqual([]);
      await context.close();
    },
  );

  it.each(CASES.map((c) => [name(c), c] as const))('contact form (%s): a counter for each limited field, input held to the limit', async (_label, c) => {
    const text = TEXT[c.lang as Language];
    const { page, context } = await open(c, '/atendimento');
    const message = page.locator('#contact-message');
    await message.fill('abc');
    await expect.poll(() => page.locator('#contact-message-helper-text').textContent(), POLL).toContain(text.message);
    await message.fill('x'.repeat(6000));
    expect((await message.inputValue()).length).toBe(5000);
    await message.fill('abc');
    await message.scrollIntoViewIfNeeded();
    await shot(page, `contact-${name(c)}`);
    expect(await violations(page)).toEqual([]);
    await context.close();
  });

  it.each(CASES.map((c) => [name(c), c] as const))('a malformed confirmation link (%s) says so without a pattern', async (_label, c) => {
    const text = TEXT[c.lang as Language];
    const { page, context } = await open(c, '/inscricao/confirmar?token=short');
    await expect.poll(() => page.getByText(text.link, { exact: false }).count(), POLL).toBe(1);
    const alert = await page.getByRole('alert').textContent();
    expect(alert).not.toMatch(/A-Za-z|\^|\{20,100\}|token:/);
    await shot(page, `link-${name(c)}`);
    await context.close();
  });
});
