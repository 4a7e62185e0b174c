import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';

/**
 * What axe-core finds on the page as it is now (or in the part `include` selects), one line a
 * rule: its id, what it asks for, and up to five of the elements that break it. An empty list
 * is a pass; the lines make a failure readable in the test's output.
 */
export async function axeViolations(page: Page, include?: string, {rules}: {rules?: string[]} = {}): Promise<string[]> {
  const builder = new AxeBuilder({page});
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
