/**
 * The request samples of an API operation, made when the site is built with the
 * API theme's own generator (the copy of postman-code-generators it depends on)
 * and the same inputs its CodeSnippets component passes in the browser: the
 * request built by the theme's buildPostmanRequest from the operation, with the
 * values the theme's data store starts with (first 2xx response type as Accept,
 * first request body type, the first server, each parameter's default or example,
 * masked credentials), for every language and variant of the theme's language set.
 */
import {createRequire} from 'node:module';
import path from 'node:path';

/** One language of the theme's language set (CodeSnippets/languages.js). */
type Language = {
  highlight: string;
  language: string;
  codeSampleLanguage: string;
  logoClass: string;
  options: Record<string, unknown>;
  variant: string;
  variants: string[];
};

type Parameter = {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  example?: unknown;
  examples?: Record<string, {value?: unknown}>;
  schema?: {default?: unknown; example?: unknown};
  value?: unknown;
};

type SecurityScheme = {type: string; scheme?: string; name?: string; in?: string; [key: string]: unknown};

/** The operation as the OpenAPI docs plugin writes it into a page's `api` front matter. */
export type ApiOperation = {
  method?: string;
  postman?: unknown;
  servers?: {url: string; variables?: Record<string, {default: string}>}[];
  parameters?: Parameter[];
  requestBody?: {content?: Record<string, {encoding?: Record<string, unknown>}>};
  responses?: Record<string, {content?: Record<string, unknown>}>;
  security?: Record<string, string[]>[];
  securitySchemes?: Record<string, SecurityScheme>;
  'x-codeSamples'?: unknown[];
};

/** A generated sample: the code and its build-time tokens (../build-time-highlighting/tokens.ts). */
export type CodeSampleVariant = {variant: string; code: string; tokens?: string};
export type CodeSampleLanguage = {
  language: string;
  logoClass: string;
  highlight: string;
  variants: CodeSampleVariant[];
};

const themeDir = path.dirname(require.resolve('docusaurus-theme-openapi-docs/package.json'));
const explorerDir = path.join(themeDir, 'lib', 'theme', 'ApiExplorer');
// Resolved from the theme, so these are the copies the theme itself uses.
const requireFromTheme = createRequire(path.join(explorerDir, 'index.js'));

type PostmanSdk = {Request: {new (options: unknown): unknown; isRequest(value: unknown): boolean}};
type Generators = {
  convert(language: string, variant: string, request: unknown, options: unknown, callback: (error: unknown, snippet: string) => void): void;
};

const sdk = requireFromTheme('postman-collection') as PostmanSdk;
const generators = requireFromTheme('postman-code-generators') as Generators;
const {generateLanguageSet, mergeArraysbyLanguage} = requireFromTheme('./CodeSnippets/languages.js') as {
  generateLanguageSet(): Language[];
  mergeArraysbyLanguage(a: Language[], b: Language[]): Language[];
};
const buildPostmanRequest = (requireFromTheme('./buildPostmanRequest.js') as {default: (postman: unknown, state: unknown) => unknown}).default;
const {getAuthDataKeys} = requireFromTheme('./Authorization/auth-types.js') as {getAuthDataKeys(scheme: SecurityScheme): string[]};

/** The theme's language set (every language and variant of the generator), or the site's `languageTabs`. */
export function languageSet(languageTabs?: Language[]): Language[] {
  const all = generateLanguageSet();
  const chosen = languageTabs ?? all;
  return mergeArraysbyLanguage(
    chosen,
    all.filter((language) => chosen.some((lang) => lang.language === language.language)),
  );
}

/** The parameters as ApiItem fills the store with them: default, then example values. */
function initialParams(api: ApiOperation): Record<Parameter['in'], Parameter[]> {
  const params: Record<Parameter['in'], Parameter[]> = {path: [], query: [], header: [], cookie: []};
  for (const param of api.parameters ?? []) {
    const firstNamedExample = param.examples && typeof param.examples === 'object' ? Object.values(param.examples)[0]?.value : undefined;
    const prefill = param.schema?.default ?? param.example ?? param.schema?.example ?? firstNamedExample;
    params[param.in]?.push(prefill !== undefined ? {...param, value: prefill} : param);
  }
  return params;
}

/** The authentication state ApiItem starts with (nothing stored), credentials masked as CodeSnippets does. */
function maskedAuth(api: ApiOperation) {
  const data: Record<string, Record<string, string | undefined>> = {};
  const options: Record<string, (SecurityScheme & {key: string; scopes: string[]})[]> = {};
  for (const option of api.security ?? []) {
    const id = Object.keys(option).join(' and ');
    for (const [schemeId, scopes] of Object.entries(option)) {
      const scheme = api.securitySchemes?.[schemeId];
      if (!scheme) continue;
      options[id] ??= [];
      for (const key of getAuthDataKeys(scheme)) (data[schemeId] ??= {})[key] = undefined;
      options[id].push({...scheme, key: schemeId, scopes});
    }
  }
  // CodeSnippets replaces every credential with `<name of the scheme option>` or `<key>`.
  let placeholder: string | undefined;
  const clean = (object: Record<string, unknown>): Record<string, unknown> => {
    for (const key of Object.keys(object)) {
      const value = object[key];
      if (typeof value === 'object' && value !== null) {
        const comboId = Object.keys(object).join(' and ');
        const schemeOptions = options[key] ?? options[comboId];
        placeholder = schemeOptions?.find((option) => option.key === key)?.name;
        object[key] = clean(value as Record<string, unknown>);
      } else {
        object[key] = `<${placeholder ?? key}>`;
      }
    }
    return object;
  };
  return {data: clean(data), options, selected: Object.keys(options)[0]};
}

/** The request CodeSnippets hands to the generator before the reader changes anything. */
export function defaultRequest(api: ApiOperation, siteOrigin: string): unknown {
  const accept = Object.entries(api.responses ?? {})
    .filter(([code]) => /(20[0-9]|2[1-9][0-9])/.test(code))
    .flatMap(([, response]) => Object.keys(response.content ?? {}))[0];
  const contentType = Object.keys(api.requestBody?.content ?? {})[0];
  const params = initialParams(api);
  // The request panel's server picker selects the first server as soon as it renders.
  const firstServer = api.servers?.[0];
  const server = firstServer ? (JSON.parse(JSON.stringify(firstServer)) as unknown) : undefined;
  const specEncoding = (contentType && api.requestBody?.content?.[contentType]?.encoding) || {};
  const encoding = Object.keys(specEncoding).length > 0 ? specEncoding : undefined;
  const postman = new sdk.Request(
    api.postman ? (sdk.Request.isRequest(api.postman) ? (api.postman as {toJSON(): unknown}).toJSON() : api.postman) : {},
  );
  // buildPostmanRequest reads the page's origin (the host when no server is given) and btoa.
  const global = globalThis as {window?: unknown};
  const before = global.window;
  global.window = {location: {origin: siteOrigin}, btoa: (text: string) => Buffer.from(text, 'binary').toString('base64')};
  try {
    return buildPostmanRequest(postman, {
      queryParams: params.query,
      pathParams: params.path,
      cookieParams: params.cookie,
      headerParams: params.header,
      contentType,
      accept,
      body: {type: 'empty'},
      server,
      auth: maskedAuth(api),
      encoding,
    });
  } finally {
    if (before === undefined) delete global.window;
    else global.window = before;
  }
}

function convert(language: Language, variant: string, request: unknown): string {
  let result: string | undefined;
  let failure: unknown;
  generators.convert(language.language, variant, request, language.options, (error, snippet) => {
    if (error) failure = error;
    else result = snippet;
  });
  if (failure !== undefined || result === undefined) {
    throw new Error(`framework-internals (apiCodeSamples): the ${language.language} ${variant} generator failed: ${String(failure)}`);
  }
  return result;
}

/**
 * Every language's samples for one operation, in the theme's order. `tokenize`
 * turns code into build-time tokens for the language's highlighting.
 */
export function generateCodeSamples(
  api: ApiOperation,
  {siteOrigin, tokenize, languageTabs}: {siteOrigin: string; tokenize?: (code: string, language: string) => string; languageTabs?: Language[]},
): CodeSampleLanguage[] {
  if (api.method === 'event') return [];
  if ((api['x-codeSamples'] ?? []).length > 0) {
    throw new Error(
      'framework-internals (apiCodeSamples): an operation has x-codeSamples, which the build-time samples do not show; add them or build with FRAMEWORK_INTERNALS=-apiCodeSamples',
    );
  }
  const request = defaultRequest(api, siteOrigin);
  return languageSet(languageTabs).map((language) => ({
    language: language.language,
    logoClass: language.logoClass,
    highlight: language.highlight,
    variants: language.variants.map((variant) => {
      const code = convert(language, variant, request);
      // The code block leaves out a final line break before it cuts the code into lines.
      return {variant, code, ...(tokenize ? {tokens: tokenize(code.replace(/\n$/, ''), language.highlight)} : {})};
    }),
  }));
}
