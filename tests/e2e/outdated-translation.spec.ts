import {test, expect} from './fixtures';
import {axeViolations, colourModeRules, switchColourMode} from './axe';

/**
 * A translated page whose English page changed since it was translated tells the reader
 * and links to the English page. The pages are test-build fixtures
 * (tests/fixtures/translation-notice, and their Arabic translations under
 * i18n/ar/docusaurus-plugin-content-docs-translation-notice-test/): one records an
 * earlier version of its English file, the other records the file as it is.
 */
const noticeText = 'هذه الترجمة أقدم من الصفحة الإنجليزية، وقد لا تكون محدّثة. اقرأ النسخة الإنجليزية.';

test('an outdated translation shows the translated notice, linking to the English page', async ({page}) => {
  await page.goto('/ar/__tests/translation-notice/outdated/');
  const notice = page.getByRole('note').filter({hasText: 'هذه الترجمة أقدم'});
  await expect(notice).toHaveText(noticeText);
  const link = notice.getByRole('link', {name: 'اقرأ النسخة الإنجليزية.'});
  await expect(link).toHaveAttribute('href', '/__tests/translation-notice/outdated/');
  await expect(link).toHaveAttribute('hreflang', 'en');

  // Above the page's title, and laid out right to left: the accent stripe on the right.
  const title = page.getByRole('heading', {level: 1, name: 'صفحة اختبار لترجمة قديمة'});
  const [noticeBox, titleBox] = [await notice.boundingBox(), await title.boundingBox()];
  expect(noticeBox!.y + noticeBox!.height).toBeLessThanOrEqual(titleBox!.y);
  const sides = await notice.evaluate((el) => {
    const style = getComputedStyle(el);
    return {direction: style.direction, right: style.borderRightWidth, left: style.borderLeftWidth};
  });
  expect(sides).toEqual({direction: 'rtl', right: '5px', left: '0px'});

  await link.click();
  await expect(page).toHaveURL(/\/__tests\/translation-notice\/outdated\/$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Outdated translation test page');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByText('Read the English version.')).toHaveCount(0);
});

test('a current translation shows no notice', async ({page}) => {
  await page.goto('/ar/__tests/translation-notice/current/');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('صفحة اختبار لترجمة حديثة');
  await expect(page.getByText('هذه الترجمة أقدم')).toHaveCount(0);
  await expect(page.locator('.alert--warning')).toHaveCount(0);
});

test('the notice passes axe (contrast included) in light and dark mode', async ({page}) => {
  await page.addInitScript(() => localStorage.setItem('theme', 'light'));
  await page.goto('/ar/__tests/translation-notice/outdated/');
  await expect(page.getByRole('note').filter({hasText: 'هذه الترجمة أقدم'})).toBeVisible();
  expect(await axeViolations(page, '[role="note"]'), 'light mode').toEqual([]);
  // The reader's own switch (switchColourMode in axe.ts), labelled in Arabic.
  await switchColourMode(page, 'dark', 'ar');
  expect(await axeViolations(page, '[role="note"]', {rules: colourModeRules}), 'dark mode').toEqual([]);
});
