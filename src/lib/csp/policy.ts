/**
 * The Content-Security-Policy every page carries as a <meta> tag (GitHub Pages
 * sends no headers). Built once per page by plugins/content-security-policy,
 * after the page's HTML is written, from the hashes of its inline scripts.
 */
import type {ServiceUrls} from '../config/serviceUrls';

export interface PolicyInput {
  /** The configured service base URLs (DOWNLOADS_API_URL, DUMP_SERVER_URL, GLOBAL_API_URL). */
  serviceUrls: ServiceUrls;
  /** 'sha256-…' sources of the page's inline scripts. */
  scriptHashes: readonly string[];
  /** Local Pagefind search compiles WebAssembly in the browser. */
  localSearch: boolean;
  /** Set when the site searches with Algolia DocSearch (all ALGOLIA_* keys given). */
  algoliaAppId?: string;
  /** The translators' pseudo-locale's pages load Crowdin's in-context editor. */
  crowdinInContext: boolean;
}

/** Where Crowdin's in-context editor comes from (plugins/i18n, crowdinInContext) and talks to. */
export const crowdinScriptOrigin = 'https://cdn.crowdin.com';
export const crowdinOrigins = ['https://crowdin.com', 'https://*.crowdin.com'];

/** Algolia's search endpoints for an application (its DSN host and the fallback hosts). */
export function algoliaOrigins(appId: string): string[] {
  const app = appId.toLowerCase();
  return [`https://${app}-dsn.algolia.net`, `https://${app}.algolia.net`, 'https://*.algolianet.com', 'https://insights.algolia.io'];
}

function origin(url: string): string {
  return new URL(url).origin;
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}

/** The directives, in order, each with its sources. */
export function policyDirectives(input: PolicyInput): [string, string[]][] {
  const connect = ["'self'", ...Object.values(input.serviceUrls).map(origin)];
  if (input.algoliaAppId) connect.push(...algoliaOrigins(input.algoliaAppId));
  const script = ["'self'", ...input.scriptHashes];
  // Pagefind runs its search index as WebAssembly; this allows compiling that, not eval().
  if (input.localSearch) script.push("'wasm-unsafe-eval'");
  // React and Docusaurus set style="" attributes (layout, colour-mode, the API
  // theme's panels) and some libraries add <style> elements at run time; neither
  // can be hashed ahead of time, so inline styles stay allowed. Styles cannot run code.
  const style = ["'self'", "'unsafe-inline'"];
  // data: for the small icons Infima and the theme inline in their CSS.
  const img = ["'self'", 'data:'];
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', script],
    ['style-src', style],
    ['img-src', img],
    ['connect-src', connect],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
  ];
  if (input.crowdinInContext) {
    // jipt.js comes from the CDN and loads the editor's own code from crowdin.com.
    script.push(crowdinScriptOrigin, ...crowdinOrigins);
    style.push(crowdinScriptOrigin);
    img.push(crowdinScriptOrigin, ...crowdinOrigins);
    connect.push(...crowdinOrigins);
    directives.push(['frame-src', ["'self'", ...crowdinOrigins]]);
  }
  return directives.map(([name, sources]) => [name, unique(sources)]);
}

/** The policy as one meta content value. (frame-ancestors has no effect in a meta tag.) */
export function contentSecurityPolicy(input: PolicyInput): string {
  return policyDirectives(input)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}
