import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';

/**
 * What axe-core finds on the page as it is now (or in the part `include` selects), one line a
 * rule: its id, what it asks for, and up to five of the elements that break it. An empty list
 * is a pass; the lines make a failure readable in the test's output.
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({page});
  const {violations} = await (include ? builder.include(include) : builder).analyze();
  return violations.map(
    (v) =>
      `${v.id}: ${v.help} — ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 5)
        .join(', ')}`,
  );
}
