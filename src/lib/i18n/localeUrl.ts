/**
 * The same page in the default locale: Docusaurus serves each other locale under
 * `<baseUrl><locale path>/`, so the page's path without that segment. `localeBaseUrl`
 * is the current locale's base URL (siteConfig.baseUrl in a translated build).
 */
export function defaultLocaleUrl(pathname: string, localeBaseUrl: string, localePath: string): string {
  const segment = `${localePath}/`;
  const rootBaseUrl = localeBaseUrl.endsWith(`/${segment}`) ? localeBaseUrl.slice(0, -segment.length) : localeBaseUrl;
  const rest = pathname.startsWith(localeBaseUrl) ? pathname.slice(localeBaseUrl.length) : pathname.replace(/^\//, '');
  return `${rootBaseUrl}${rest}`;
}
