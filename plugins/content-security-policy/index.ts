import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {contentSecurityPolicy} from '../../src/lib/csp/policy';
import type {ServiceUrls} from '../../src/lib/config/serviceUrls';
import {inlineScriptHashes, withPolicyMeta} from './html';
import {rewriteHtmlFile} from './rewriteHtml';

export interface ContentSecurityPolicyOptions {
  /** Local Pagefind search (WebAssembly) or Algolia DocSearch with this application id. */
  search: {mode: 'local' | 'algolia'; appId?: string};
}

/** The HTML file a route is written to (trailingSlash: true; 404.html as is). */
export function routeFile(outDir: string, baseUrl: string, route: string): string {
  const relative = route.startsWith(baseUrl) ? route.slice(baseUrl.length) : route.replace(/^\//, '');
  return relative.endsWith('.html') ? path.join(outDir, relative) : path.join(outDir, relative, 'index.html');
}

/**
 * A Content-Security-Policy <meta> on every built page. GitHub Pages cannot send
 * the header, so the policy travels in the page: after the build has written
 * each page, its inline scripts are hashed and the page gets a policy allowing
 * exactly those, the site's own files and the configured services.
 */
export default function contentSecurityPolicyPlugin(context: LoadContext, pluginOptions: unknown): Plugin {
  const options = pluginOptions as ContentSecurityPolicyOptions;
  const {customFields, baseUrl} = context.siteConfig;
  const serviceUrls = customFields?.serviceUrls as ServiceUrls;
  const crowdin = customFields?.crowdin as {inContextLocale: string} | undefined;
  return {
    name: 'content-security-policy',
    async postBuild({outDir, routesPaths}) {
      const crowdinInContext = context.i18n.currentLocale === crowdin?.inContextLocale;
      const files = [...new Set(routesPaths.map((route) => routeFile(outDir, baseUrl, route)))];
      let written = 0;
      await Promise.all(
        files.map((file) =>
          rewriteHtmlFile(file, (html) => {
            written += 1;
            const policy = contentSecurityPolicy({
              serviceUrls,
              scriptHashes: inlineScriptHashes(html),
              localSearch: options.search.mode === 'local',
              algoliaAppId: options.search.mode === 'algolia' ? options.search.appId : undefined,
              crowdinInContext,
            });
            return withPolicyMeta(html, policy);
          }).catch((error: NodeJS.ErrnoException) => {
            // A route without its own page (a redirect-only or client-only route) has nothing to protect.
            if (error.code !== 'ENOENT') throw error;
          }),
        ),
      );
      if (written === 0) throw new Error('content-security-policy: no page was found to protect');
    },
  };
}
