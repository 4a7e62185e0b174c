import {test, expect, mainHeading} from './fixtures';

test('the skip link is the first stop for keyboard users and jumps to the content', {tag: '@smoke'}, async ({page}) => {
  await page.goto('/wiki/geyser/');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', {name: 'Skip to main content'});
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  // The next Tab stop is in the page content, past the announcement bar and the navbar.
  await page.keyboard.press('Tab');
  const next = await page.evaluate(() => {
    const active = document.activeElement;
    return {
      inContent: !!active?.closest('#__docusaurus_skipToContent_fallback'),
      inNavbar: !!active?.closest('nav.navbar, .theme-announcement-bar'),
    };
  });
  expect(next).toEqual({inContent: true, inNavbar: false});
});

test('the announcement bar stays closed after a reload and returns for a new announcement', async ({page}) => {
  await page.goto('/');
  const bar = page.locator('.theme-announcement-bar');
  await expect(bar).toBeVisible();
  await bar.getByRole('button', {name: 'Close'}).click();
  await expect(bar).toBeHidden();
  await page.reload();
  await expect(bar).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss'))).toBe('true');

  // A different announcement id was stored: the current announcement is new to this reader.
  await page.evaluate(() => localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement'));
  await page.reload();
  await expect(bar).toBeVisible();
});

test('the announcement bar is a labelled region, not a banner landmark', async ({page}) => {
  await page.goto('/wiki/');
  await expect(page.getByRole('region', {name: 'Announcement'})).toBeVisible();
  // The theme's own bar is role="banner"; the page's landmarks are the navigation and main.
  await expect(page.getByRole('banner')).toHaveCount(0);
});

test('dark mode is the default, and the choice persists and syncs across tabs', {tag: '@smoke'}, async ({page, context}) => {
  await page.emulateMedia({colorScheme: 'light'});
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'dark');

  const other = await context.newPage();
  await other.goto('/wiki/');
  await expect(other.locator('html')).toHaveAttribute('data-theme', 'dark');
  // The inline script sets the theme at once; the other tab (not the fixture's
  // page, which waits by itself) listens for changes once hydrated.
  await expect(other.locator('html')).toHaveAttribute('data-has-hydrated', 'true');

  await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
  await expect(html).toHaveAttribute('data-theme', 'light');
  await expect(other.locator('html')).toHaveAttribute('data-theme', 'light');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');

  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'light');
});

test('the navbar hides when scrolling down and returns when scrolling up', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 600});
  await page.goto('/wiki/geyser/understanding-the-config/');
  const navbar = page.locator('nav.navbar');
  await expect(navbar).toBeInViewport();
  await page.mouse.wheel(0, 600);
  await page.waitForTimeout(200);
  await page.mouse.wheel(0, 600);
  await expect(navbar).not.toBeInViewport();
  await page.mouse.wheel(0, -300);
  await expect(navbar).toBeInViewport();
});

test.describe('below 996 px the navbar becomes a menu', () => {
  test.use({viewport: {width: 800, height: 900}});

  test('it shows the secondary menu, goes back to the main menu, and closes on navigation', async ({page}) => {
    await page.goto('/wiki/geyser/');
    const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
    await expect(toggle).toBeVisible();
    await toggle.click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar).toBeVisible();
    // On a wiki page the menu opens on the page's own sidebar.
    const back = sidebar.getByRole('button', {name: /Back to main menu/});
    await expect(back).toBeVisible();
    await expect(sidebar.getByRole('link', {name: 'Port forwarding'})).toBeVisible();
    await back.click();
    await expect(sidebar.getByRole('link', {name: 'Blog'})).toBeVisible();
    await sidebar.getByRole('link', {name: 'Blog'}).click();
    await expect(page).toHaveURL(/\/blog\/$/);
    await expect(page.locator('html')).not.toHaveClass(/navbar-sidebar--show/);
    await expect(page.locator('.navbar-sidebar__items')).toBeHidden();
  });

  test('the desktop layout returns when the window grows past 996 px', async ({page}) => {
    await page.goto('/');
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect(page.locator('.navbar-sidebar')).toBeVisible();
    await page.setViewportSize({width: 1200, height: 900});
    await expect(page.getByRole('button', {name: 'Toggle navigation bar'})).toBeHidden();
    await expect(page.locator('.navbar-sidebar')).toBeHidden();
    await expect(page.locator('.navbar__items').getByRole('link', {name: 'Download'})).toBeVisible();
  });
});

test('navigating to an anchor scrolls to it', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 700});
  await page.goto('/wiki/');
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.goto('/#home-features-title');
  const target = page.locator('#home-features-title');
  await expect(target).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
});

test('a page crash shows the error, its causes and Try again', {tag: '@smoke'}, async ({page, pageErrors}) => {
  await page.goto('/__tests/crash/');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('This page crashed.');
  await expect(page.getByRole('button', {name: 'Try again'})).toBeVisible();
  await expect(page.getByText(/Dump could not be rendered/)).toBeVisible();
  await expect(page.getByText(/Cause:\s*Unexpected token in JSON/)).toBeVisible();
  pageErrors.length = 0; // the crash is the point of this test
});

test('the site works when local storage is unavailable', async ({page}) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('Storage is disabled', 'SecurityError');
      },
    });
  });
  await page.goto('/wiki/geyser/');
  await expect(mainHeading(page)).toHaveText('Geyser');
  await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.locator('.theme-announcement-bar').getByRole('button', {name: 'Close'}).click();
  await page.getByRole('link', {name: 'Download', exact: true}).first().click();
  await expect(mainHeading(page)).toHaveText('Download');
});

test('a slow navigation shows the progress bar', {tag: '@smoke'}, async ({page}) => {
  await page.goto('/');
  // Delay the code and data of the next page so the navigation takes longer than 200 ms.
  await page.route('**/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.locator('.navbar__items').getByRole('link', {name: 'Download', exact: true}).click();
  await expect(page.locator('#nprogress')).toBeAttached();
  await expect(mainHeading(page)).toHaveText('Download');
});

test('the navbar and footer carry the site navigation and the unofficial-site notice', async ({page}) => {
  await page.goto('/');
  const navbar = page.locator('nav.navbar');
  await navbar.getByRole('button', {name: 'Wiki'}).hover();
  for (const name of ['Geyser', 'Floodgate', 'REST APIs', 'Other']) {
    await expect(navbar.getByRole('link', {name, exact: true})).toBeVisible();
  }
  await navbar.getByRole('button', {name: 'Utilities'}).hover();
  await expect(navbar.getByRole('link', {name: 'Config Editor'})).toBeVisible();
  await expect(navbar.getByRole('link', {name: 'Dump Viewer'})).toBeVisible();

  const footer = page.locator('footer');
  await expect(footer).toContainText('Not an official Minecraft website. Not associated with Mojang or Microsoft.');
  const hrefs = await footer.locator('.footer__links a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hrefs.length).toBeGreaterThanOrEqual(7);
  for (const href of hrefs) expect(href).toMatch(/^https:\/\//);
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#25c2a0');
});
