import {test, expect} from './fixtures';
import {blogPosts} from '../wikiPages';

test('the blog index shows excerpts with read-more links and a sidebar of every post by year', async ({page}) => {
  await page.goto('/blog/');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('GeyserMC Blog');
  const articles = page.locator('article');
  await expect(articles).toHaveCount(blogPosts.length);
  // Truncated posts: the index links to the full post instead of showing all of it.
  await expect(page.getByRole('link', {name: /Read the full post/}).first()).toBeVisible();
  const sidebar = page.locator('aside nav');
  for (const year of ['2024', '2023', '2021']) await expect(sidebar.getByText(year, {exact: true})).toBeVisible();
  await expect(sidebar.getByRole('link')).toHaveCount(blogPosts.length);
});

for (const slug of blogPosts) {
  test(
    `${slug}: the post shows its date, reading time, authors with local pictures, and tags`,
    {tag: slug === blogPosts[0] ? ['@smoke'] : []},
    async ({page}) => {
      await page.goto(`/blog/${slug}/`);
      const post = page.locator('article').first();
      await expect(post.locator('h1')).not.toBeEmpty();
      await expect(post.locator('time')).toBeVisible();
      await expect(post.getByText(/min read/)).toBeVisible();
      const avatars = post.locator('img.avatar__photo');
      await expect(avatars.first()).toBeVisible();
      for (const src of await avatars.evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).src))) {
        expect(new URL(src).origin, `author picture ${src} must be served by the site`).toBe(new URL(page.url()).origin);
      }
      await expect(post.locator('a[href^="/blog/tags/"]').first()).toBeVisible();
    },
  );
}

test("a post's table of contents is a labelled region that stays on screen while the post scrolls", async ({page}) => {
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

test('archive, authors, an author page, the tag list and a tag page', async ({page}) => {
  await page.goto('/blog/archive/');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Archive');
  await expect(page.locator('main a[href^="/blog/"]').filter({hasText: /\S/})).toHaveCount(blogPosts.length);

  await page.goto('/blog/authors/');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Authors');
  await page.getByRole('link', {name: 'Camotoy'}).first().click();
  await expect(page).toHaveURL(/\/blog\/authors\/camotoy\/$/);
  await expect(page.locator('article').first()).toBeVisible();

  await page.goto('/blog/tags/');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Tags');
  await page.getByRole('link', {name: /^Security/}).click();
  await expect(page).toHaveURL(/\/blog\/tags\/security\/$/);
  await expect(page.getByRole('heading', {level: 1})).toContainText('Security');
  await expect(page.locator('article h2 a[href="/blog/raknet-amplification-attack/"]')).toBeVisible();
});

for (const feed of ['rss.xml', 'atom.xml']) {
  test(`the ${feed} feed is linked from the page head, parses as XML and lists every post`, async ({page, request}) => {
    await page.goto('/blog/');
    await expect(page.locator(`link[rel="alternate"][href="/blog/${feed}"]`)).toHaveCount(1);
    const response = await request.get(`/blog/${feed}`);
    expect(response.ok()).toBe(true);
    const xml = await response.text();
    const parsed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      const error = doc.querySelector('parsererror');
      const links = Array.from(doc.querySelectorAll('item > link, entry > link')).map((l) => l.getAttribute('href') ?? l.textContent ?? '');
      return {error: error?.textContent ?? null, links};
    }, xml);
    expect(parsed.error).toBeNull();
    for (const slug of blogPosts) {
      expect(
        parsed.links.some((l) => l.endsWith(`/blog/${slug}/`)),
        `${feed} lists ${slug}`,
      ).toBe(true);
    }
  });
}
