import zlib from 'node:zlib';
import {generateCodeSamples, type ApiOperation} from './generate';
import {tokenizeCode} from '../build-time-highlighting/tokenize';

/** The front matter key of an API page's build-time request samples. */
export const codeSamplesKey = 'api_code_samples';

/**
 * Adds an API operation page's request samples to its front matter
 * (`api_code_samples`, read by src/theme/ApiExplorer), each with its
 * build-time tokens when `tokens` is set, so the page shows them without
 * running a code generator in the browser.
 */
export function withCodeSamples<T extends Record<string, unknown>>(frontMatter: T, {siteOrigin, tokens}: {siteOrigin: string; tokens: boolean}): T {
  const {api} = frontMatter;
  if (api === undefined || api === null) return frontMatter;
  // Decoded already when apiDependencies is on; deflated base64 JSON otherwise.
  const operation = (typeof api === 'string' ? JSON.parse(zlib.inflateSync(Buffer.from(api, 'base64')).toString('utf8')) : api) as ApiOperation;
  const samples = generateCodeSamples(operation, {siteOrigin, ...(tokens ? {tokenize: tokenizeCode} : {})});
  return samples.length > 0 ? {...frontMatter, [codeSamplesKey]: samples} : frontMatter;
}
