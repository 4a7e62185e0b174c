/**
 * The API reference theme renders parameter and schema rows as <div>s directly
 * inside <ul>, which screen readers announce as an empty list. Until the theme
 * emits <li>, mark those rows as list items. Rows appear when sections open, so
 * an observer watches the page, but only while an API page is shown.
 */
import type {ClientModule} from '@docusaurus/types';

function markRows(): void {
  document.querySelectorAll('ul > div:not([role])').forEach((row) => row.setAttribute('role', 'listitem'));
}

let observer: MutationObserver | undefined;

const clientModule: ClientModule = {
  onRouteDidUpdate() {
    const onApiPage = document.documentElement.classList.contains('plugin-id-api');
    if (!onApiPage) {
      observer?.disconnect();
      observer = undefined;
      return;
    }
    markRows();
    if (!observer) {
      observer = new MutationObserver(markRows);
      observer.observe(document.body, {childList: true, subtree: true});
    }
  },
};

export default clientModule;
