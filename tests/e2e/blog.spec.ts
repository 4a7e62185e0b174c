import {test, expect} from './fixtures';

// The blog's index, posts, archive, authors, tags and feeds are read from the build
// (tests/build/blog.test.ts); what needs a browser is here.

test("a post's table of contents is a labelled region that stays on screen while the post scrolls", {tag: '@smoke'}, async ({page}) => {
  await page.setViewportSize({width: 1280, height: 720});
  await page.goto('/blog/looking-back-at-2022/');
  const toc = page.getByRole('complementary', {name: 'On this page'});
  const list = toc.locator('.table-of-contents');
  await expect(list.getByRole('link').first()).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  // Sticky: the list is still inside the window, below the navbar.
  const box = (await list.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeLessThan(720);
});
