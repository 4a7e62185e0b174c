/**
 * The API reference theme renders parameter and schema rows as <div>s directly
 * inside <ul>, which screen readers announce as an empty list. Until the theme
 * emits <li>, mark those rows as list items on API pages (they render on the
 * client, and open sections add rows later, hence the observer).
 */
import type {ClientModule} from '@docusaurus/types';

const selector = 'ul > div:not([role])';

function markRows(): void {
  if (!document.documentElement.classList.contains('plugin-id-api')) return;
  document.querySelectorAll(selector).forEach((row) => row.setAttribute('role', 'listitem'));
}

let observer: MutationObserver | undefined;

const clientModule: ClientModule = {
  onRouteDidUpdate() {
    markRows();
    if (!observer && typeof MutationObserver !== 'undefined') {
      observer = new MutationObserver(markRows);
      observer.observe(document.body, {childList: true, subtree: true});
    }
  },
};

export default clientModule;
