import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * Waits for the page's CSS transitions to end (a colour-scheme switch, a dialog fading out): axe measures colours as
 * they are at that instant, and a half-way background is not what a user reads. Endless animations (a progress bar)
 * are not transitions and do not hold it up.
 */
async function settled(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () => document.getAnimations().every((animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running'),
      undefined,
      { timeout: 3_000 },
    )
    // A transition that keeps restarting (a hover under a still pointer) must not fail the check: axe then runs as is.
    .catch(() => undefined);
}

/** Switches the browser's colour scheme and waits until the app has applied it (its class on <html>) and settled. */
export async function emulateColorScheme(page: Page, colorScheme: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({ colorScheme });
  await page.waitForFunction((scheme) => document.documentElement.classList.contains(scheme), colorScheme, { timeout: 10_000 });
  await settled(page);
}

/**
 * The WCAG 2.1 A and AA rules that read colours: all that can differ between a screen in the light and in the dark
 * scheme, whose markup is the same (the other rules read the markup).
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * WCAG 2.1 AA violations on the page once its transitions have ended: every rule, or (`colours`) only those that
 * read colours, for the same screen in a second colour scheme (half the time of the whole set).
 */
export async function violations(page: Page, rules: 'all' | 'colours' = 'all'): Promise<string[]> {
  await settled(page);
  return violationsNow(page, rules);
}

/**
 * The same at once, for a caller that has waited for its own transitions (a menu's fade-in, a drawer's slide).
 * axe-core runs in its "legacy mode": in the page and its frames, handing back the results, where the default mode also
 * opens a blank page of its own for every check to gather the frames' results in. Our pages have no frame from another
 * origin, the one case that needs it; the legacy mode gives the same results at half the cost or less (a staff list:
 * 6.5–7.5 s and 9–10 CPU-s per check → 2.7–2.9 s and 3.7–4 CPU-s, measured 2026-12-05).
 */
export async function violationsNow(page: Page, rules: 'all' | 'colours' = 'all'): Promise<string[]> {
  const axe = new AxeBuilder({ page }).setLegacyMode(true);
  const results = await (rules === 'colours' ? axe.withRules(COLOUR_RULES) : axe.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])).analyze();
  return results.violations.map(
    (v) =>
      `${v.id}: ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(' | ')}`,
  );
}
