import axe from 'axe-core';
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

/** axe-core's source and its configuration, evaluated in a document that lacks it (once per document, not per check). */
const AXE_SCRIPT = `${axe.source};axe.configure({ allowedOrigins: ['<same_origin>'], branding: { application: 'playwright' } });`;
/** The WCAG 2.1 A and AA tags: every rule of the sweeps. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * The same at once, for a caller that has waited for its own transitions (a menu's fade-in, a drawer's slide).
 * axe-core runs in the page as @axe-core/playwright's "legacy mode" runs it (axe.run on the document, same-origin
 * frames only; our pages have none from another origin), with two costs left out: the builder evaluates axe-core's
 * 550 kB source again before every check, and hands every pass and inapplicable rule, with their nodes, back to the
 * test. Here axe-core is evaluated once per document (the sweeps open screens inside the app, one document for many
 * checks) and only the violations leave the page. Same rules, options and results.
 */
export async function violationsNow(page: Page, rules: 'all' | 'colours' = 'all'): Promise<string[]> {
  if (!(await page.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object'))) await page.evaluate(AXE_SCRIPT);
  const runOnly = rules === 'colours' ? { type: 'rule' as const, values: COLOUR_RULES } : { type: 'tag' as const, values: WCAG_TAGS };
  return page.evaluate(
    async (options) => {
      const results = await (window as unknown as { axe: typeof axe }).axe.run(document, options);
      return results.violations.map(
        (v) =>
          `${v.id}: ${v.nodes
            .slice(0, 3)
            .map((n) => n.target.join(' '))
            .join(' | ')}`,
      );
    },
    { runOnly },
  );
}
