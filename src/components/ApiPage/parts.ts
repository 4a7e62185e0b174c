// The API theme's components that API pages import in their Markdown,
// loaded on demand (see src/theme/ApiItem). The page's own code then holds
// only these stand-ins; the theme's code (schemas, tabs, the Markdown
// renderer, the request panel's data store) loads when the page wakes.
import {lazyPart} from '@site/src/lib/island/lazyPart';
import {loadHighlighted} from '@site/src/theme/CodeBlock/Content/loading';

export const MethodEndpoint = lazyPart(() => import('@theme-original/ApiExplorer/MethodEndpoint'));
export const ParamsDetails = lazyPart(() => import('@theme-original/ParamsDetails'));
export const RequestSchema = lazyPart(() => import('@theme-original/RequestSchema'));
export const StatusCodes = lazyPart(() => import('@theme-original/StatusCodes'));
export const OperationTabs = lazyPart(() => import('@theme-original/OperationTabs'));
export const ApiLogo = lazyPart(() => import('@theme-original/ApiLogo'));
export const Export = lazyPart(() => import('@theme-original/ApiExplorer/Export'));

const markdownParts = [MethodEndpoint, ParamsDetails, RequestSchema, StatusCodes, OperationTabs, ApiLogo, Export];

/**
 * The API theme's page component, with everything its pages render: the
 * parts above, and Prism for the examples, so that nothing in a woken page
 * waits for more code.
 */
export const ApiItem = lazyPart(async () => {
  const [page] = await Promise.all([
    import('@theme-original/ApiItem'),
    ...markdownParts.map((part) => part.preload()),
    loadHighlighted(),
  ]);
  return page;
});
