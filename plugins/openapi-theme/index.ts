import type {LoadContext, Plugin} from '@docusaurus/types';
import openapiTheme from 'docusaurus-theme-openapi-docs';

/**
 * The API reference theme, without its site-wide stylesheet: the theme adds its
 * CSS to every page of the site, although only API pages use it. The styles are
 * imported by src/theme/ApiItem instead, so they load with the API pages only.
 */
export default function openapiThemeForApiPagesOnly(context: LoadContext, options: unknown): Plugin {
  const theme = (openapiTheme as unknown as (c: LoadContext, o: unknown) => Plugin)(context, options);
  return {...theme, getClientModules: () => []};
}
