import AxeBuilder from '@axe-core/playwright';
import {expect, type Page} from '@playwright/test';
import {codeMessage} from '../codeMessages';

/**
 * What axe-core finds on the page as it is now (or in the part `include` selects), one line a
 * rule: its id, what it asks for, and up to five of the elements that break it. An empty list
 * is a pass; the lines make a failure readable in the test's output.
 */
export async function axeViolations(page: Page, include?: string, {rules}: {rules?: string[]} = {}): Promise<string[]> {
  // Legacy mode runs axe in the page itself. The default gathers every rule's results for every
  // element into the test, then opens a blank page to put them together: on the hosting
  // providers page 6.8 s against 1.8 s, with the same violations (bench/results/test-time.md).
  // What legacy mode cannot do is look into a frame from another origin, so none may be there.
  const origin = new URL(page.url()).origin;
  const foreign = page
    .frames()
    .map((frame) => frame.url())
    .filter((url) => /^https?:/.test(url) && new URL(url).origin !== origin);
  if (foreign.length) throw new Error(`axe cannot check frames from another origin here: ${foreign.join(', ')}`);
  // Only violations are read, so axe need not describe every element that passes.
  const builder = new AxeBuilder({page}).setLegacyMode(true).options({resultTypes: ['violations']});
  if (include) builder.include(include);
  if (rules) builder.withRules(rules);
  const {violations} = await builder.analyze();
  return violations.map(
    (v) =>
      `${v.id}: ${v.help} — ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 5)
        .join(', ')}`,
  );
}

/**
 * The rules whose outcome can change with the colour mode. Switching modes changes colours and
 * which of a themed pair of images shows, never the markup, so a page checked with every rule in
 * one mode needs only these in the other (less than half the time of a full run on a long page).
 */
export const colourModeRules = ['color-contrast', 'link-in-text-block', 'image-alt', 'svg-img-alt', 'role-img-alt'];

/** The colour-mode switch's name in a locale (its text before "(currently …)"). */
export function colourToggleLabel(locale = 'en'): string {
  return codeMessage(locale, 'theme.colorToggle.ariaLabel').split(' (')[0]!;
}

/**
 * Turns the page to the other colour mode with the reader's own switch, so the colours change in
 * place as they do for a reader (one page load checks a state in both modes), and waits for the
 * colours to finish fading. The page must be in the other mode before.
 */
export async function switchColourMode(page: Page, to: 'light' | 'dark', locale = 'en'): Promise<void> {
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', to === 'dark' ? 'light' : 'dark');
  // The navigation bar hides while a reader scrolls down the page (navbar.hideOnScroll). A reader
  // scrolls back up to it first; so does the test, and it waits until the bar has slid into view,
  // since a click aimed before the bar started to move could land beside the switch.
  await page.evaluate(() => window.scrollTo({top: 0, behavior: 'instant'}));
  const toggle = page.getByRole('button', {name: colourToggleLabel(locale)}).first();
  await expect(toggle).toBeInViewport({ratio: 1});
  // Playwright's click then waits for the switch to stand still (the rest of the slide).
  await toggle.click();
  await expect(html).toHaveAttribute('data-theme', to);
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition && /color|fill|stroke|shadow/.test(animation.transitionProperty))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}
