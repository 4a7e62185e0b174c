/**
 * One interface string of each group that loads with its page (src/i18n), and a German page
 * that shows it. The build checks find each in the built page (tests/build/without-javascript.test.ts);
 * the browser tests find it still there after hydration (tests/e2e/page-weight.spec.ts).
 */
export const germanStrings: {route: string; id: string}[] = [
  {route: '/de/', id: 'home.hero.download'},
  {route: '/de/download/', id: 'download.choice.heading'},
  {route: '/de/utilities/dump-viewer/', id: 'utilities.dumpViewer.loadButton'},
  {route: '/de/utilities/config-editor/', id: 'utilities.configEditor.button.upload'},
  {route: '/de/wiki/', id: 'wiki.landing.owners.title'},
  {route: '/de/wiki/geyser/setup/', id: 'wiki.setupChooser.step.host'},
  {route: '/de/blog/', id: 'theme.blog.post.readMore'},
  {route: '/de/blog/authors/', id: 'theme.blog.authorsList.pageTitle'},
];
