import { describe, expect, it } from 'vitest';
import { violationsNow } from '../helpers/axe';
import { InternalArea, LoginPage, demoUser } from '../helpers/pages/login-page';
import { useSignedInSuite } from '../helpers/suite';

const POLL = { timeout: 20_000 };

const suite = useSignedInSuite('Interno');

const topBarHeight = () => suite.page.getByTestId('admin-topbar').evaluate((bar) => Math.round(bar.getBoundingClientRect().height));
/** WCAG relative luminance of the page's background. */
const bodyLuminance = () =>
  suite.page.evaluate(() => {
    const [r, g, b] = (getComputedStyle(document.body).backgroundColor.match(/\d+(\.\d+)?/g) ?? []).map(Number).map((v) => {
      const c = v / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  });
const storedSettings = () => suite.page.evaluate(() => JSON.parse(localStorage.getItem('vva_settings') ?? 'null') as Record<string, unknown> | null);
const panel = () => suite.page.getByRole('dialog', { name: 'Configurações' });

/** A full load of the dashboard, logging in again if the identity provider asks. */
async function openDashboard(reload = false) {
  if (reload) await suite.page.reload();
  else await suite.page.goto(`${suite.server.url}/dashboard`);
  const internal = new InternalArea(suite.page);
  const painel = internal.heading().filter({ hasText: 'Painel' });
  const login = suite.page.locator('#kc-form-login');
  await Promise.race([painel.waitFor(), login.waitFor()]);
  if (await login.isVisible()) {
    await new LoginPage(suite.page).logIn(demoUser('Interno'));
    await painel.waitFor();
  }
}

/** Opens the settings panel with the keyboard: focus on the gear button, Enter. */
async function openPanelByKeyboard() {
  await suite.page.getByRole('button', { name: 'Configurações' }).focus();
  await suite.page.keyboard.press('Enter');
  await panel().waitFor();
}

/**
 * Focus a switch, press Space, and wait until it has flipped: a toggle re-renders the panel (the dark
 * theme rebuilds the whole theme), so the next switch is focused only once that is done.
 */
async function toggleByKeyboard(label: string) {
  const control = panel().getByLabel(label);
  const before = await control.isChecked();
  await control.focus();
  await suite.page.keyboard.press('Space');
  await expect.poll(() => control.isChecked(), POLL).toBe(!before);
}

/** Axe on a settled page: a tooltip fading in (focus back on the gear button) is measured once fully shown. */
const wcag = async () => {
  // Grow animates opacity and scale: both must have ended (transform back to none).
  await suite.page.waitForFunction(() =>
    [...document.querySelectorAll('.MuiTooltip-tooltip')].every((tip) => getComputedStyle(tip).opacity === '1' && getComputedStyle(tip).transform === 'none'),
  );
  return violationsNow(suite.page);
};

/** Waits for the drawer's slide-in to end (contrast is measured on the settled panel). */
const settled = () =>
  suite.page.waitForFunction(() => {
    const paper = document.querySelector('.MuiDrawer-paperAnchorRight');
    return paper !== null && getComputedStyle(paper).transform === 'none' && getComputedStyle(paper).visibility !== 'hidden';
  });

describe('internal area settings', () => {
  it('starts with the spec defaults: a 60 px light top bar, footer, no stored changes', async () => {
    await openDashboard();
    expect(await topBarHeight()).toBe(60);
    expect(await bodyLuminance()).toBeGreaterThan(0.5);
    expect(await suite.page.locator('footer').filter({ hasText: 'Versão 2.0.17' }).count()).toBe(1);
    expect(await suite.page.getByTestId('navbar-logo').count()).toBe(0);
  });

  it('opens by keyboard, meets WCAG AA, and toggles dark theme and the toolbar mode', async () => {
    await openPanelByKeyboard();
    await settled();
    expect(await wcag()).toEqual([]);
    await toggleByKeyboard('Tema escuro');
    await toggleByKeyboard('Barra superior compacta');
    await toggleByKeyboard('Logotipo no menu lateral');
    await toggleByKeyboard('Rodapé');
    // Colour themes: a labelled radio group, moved through with the arrow keys.
    const themes = panel().getByRole('radiogroup', { name: 'Tema de cores' });
    expect(await themes.getByRole('radio').count()).toBe(8);
    await themes.getByRole('radio', { name: 'Azul AGA' }).focus();
    await suite.page.keyboard.press('ArrowDown');
    await expect.poll(() => themes.getByRole('radio', { name: 'Verde-azulado' }).isChecked(), POLL).toBe(true);
    expect(await wcag()).toEqual([]);
    await suite.page.keyboard.press('Escape');
    await expect.poll(() => panel().count(), POLL).toBe(0);

    await expect.poll(topBarHeight, POLL).toBe(121);
    expect(await bodyLuminance()).toBeLessThan(0.05);
    expect(await suite.page.locator('footer').count()).toBe(0);
    expect(await suite.page.getByTestId('navbar-logo').count()).toBe(1);
    expect(await storedSettings()).toMatchObject({ dense: false, footer: false, navbar: { logo: true }, theme: { index: 1, dark: true } });
    // The breadcrumbs still lead from the dashboard, now on the second row.
    expect(await suite.page.getByRole('navigation', { name: 'Trilha de navegação' }).innerText()).toContain('Painel');
    // The page in its new look, without the gear button's tooltip (focus came back to it) fading over the closing panel.
    await suite.page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await suite.page.locator('.MuiTooltip-tooltip').first().waitFor({ state: 'detached' });
    expect(await wcag()).toEqual([]);
  });

  it('keeps the settings after a reload', async () => {
    await openDashboard(true);
    expect(await topBarHeight()).toBe(121);
    expect(await bodyLuminance()).toBeLessThan(0.05);
    expect(await suite.page.getByTestId('navbar-logo').count()).toBe(1);
  });

  it('follows the dark theme switched off and on again in another tab, without a reload', async () => {
    const other = await suite.page.context().newPage();
    await other.goto(`${suite.server.url}/dashboard`);
    await new InternalArea(other).heading().filter({ hasText: 'Painel' }).waitFor();
    const darkSwitch = other.getByRole('dialog', { name: 'Configurações' }).getByLabel('Tema escuro');
    for (const dark of [false, true]) {
      await other.getByRole('button', { name: 'Configurações' }).click();
      await darkSwitch.click();
      await expect.poll(() => darkSwitch.isChecked(), POLL).toBe(dark);
      await other.keyboard.press('Escape');
      // The first tab, untouched, changes scheme.
      if (dark) await expect.poll(bodyLuminance, POLL).toBeLessThan(0.05);
      else await expect.poll(bodyLuminance, POLL).toBeGreaterThan(0.5);
    }
    await other.close();
  });

  it('restores the defaults with the default-settings button', async () => {
    await openPanelByKeyboard();
    await panel().getByRole('button', { name: 'Configurações padrão' }).click();
    expect(await panel().getByLabel('Tema escuro').isChecked()).toBe(false);
    expect(await panel().getByLabel('Barra superior compacta').isChecked()).toBe(true);
    await suite.page.keyboard.press('Escape');
    await expect.poll(topBarHeight, POLL).toBe(60);
    expect(await bodyLuminance()).toBeGreaterThan(0.5);
    expect(await suite.page.locator('footer').filter({ hasText: 'Versão 2.0.17' }).count()).toBe(1);
    expect(await storedSettings()).toMatchObject({
      dense: true,
      footer: true,
      navbar: { show: true, dense: false, logo: false },
      theme: { index: 0, dark: false },
    });
  });

  it('shows the scroll-to-top button past 300 px of scrolling', async () => {
    await suite.page.setViewportSize({ width: 1280, height: 600 });
    await openDashboard();
    const button = suite.page.getByRole('button', { name: 'Voltar ao topo' });
    expect(await button.count()).toBe(0);
    // The internal screens are short so far: a long page is made by adding room below the content.
    await suite.page.evaluate(() => {
      if (document.documentElement.scrollHeight - window.innerHeight < 1000) {
        const spacer = document.createElement('div');
        spacer.style.height = '2000px';
        (document.getElementById('main-content') ?? document.body).append(spacer);
      }
    });
    await suite.page.evaluate(() => window.scrollTo(0, 300));
    await suite.page.waitForTimeout(300);
    expect(await button.count()).toBe(0);
    await suite.page.evaluate(() => window.scrollTo(0, 320));
    await button.waitFor();
    expect(await wcag()).toEqual([]);
    await button.click();
    await expect.poll(() => suite.page.evaluate(() => window.scrollY), POLL).toBe(0);
    await expect.poll(() => button.count(), POLL).toBe(0);
    await suite.page.setViewportSize({ width: 1280, height: 900 });
  });

  it('hides and shows the side menu, remembered across reloads', async () => {
    const internal = new InternalArea(suite.page);
    await openDashboard();
    expect(await internal.nav.isVisible()).toBe(true);
    await suite.page.getByRole('button', { name: 'Ocultar menu lateral' }).click();
    await expect.poll(() => internal.nav.count(), POLL).toBe(0);
    await openDashboard(true);
    expect(await internal.nav.count()).toBe(0);
    await suite.page.getByRole('button', { name: 'Mostrar menu lateral' }).click();
    await internal.nav.waitFor();
    expect(await storedSettings()).toMatchObject({ navbar: { show: true } });
  });

  it('forgets the settings when the stored application version differs', async () => {
    await openPanelByKeyboard();
    await toggleByKeyboard('Tema escuro');
    await toggleByKeyboard('Barra superior compacta');
    await suite.page.keyboard.press('Escape');
    await expect.poll(topBarHeight, POLL).toBe(121);
    await suite.page.evaluate(() => localStorage.setItem('vva_version', '2.0.16'));
    await openDashboard(true);
    expect(await suite.page.evaluate(() => localStorage.getItem('vva_version'))).toBe('2.0.17');
    await expect.poll(topBarHeight, POLL).toBe(60);
    expect(await bodyLuminance()).toBeGreaterThan(0.5);
    expect(await storedSettings()).toMatchObject({ dense: true, theme: { dark: false } });
    expect(suite.errors).toEqual([]);
  });
});
