import {useDoc} from '@docusaurus/plugin-content-docs/client';
import type {CodeSampleLanguage} from '@site/src/components/ApiCodeSamples';

/**
 * The current API page's request samples made at build time, if it has them
 * (front matter `api_code_samples`). Read from the page's metadata, a JSON copy
 * of the front matter: the copy the MDX module exports turns a backslash at the
 * end of a line (cURL's line continuation) into a backslash and an `n`.
 */
export function useApiCodeSamples(): readonly CodeSampleLanguage[] | undefined {
  const {frontMatter} = useDoc().metadata;
  const samples = (frontMatter as {api_code_samples?: unknown}).api_code_samples;
  return Array.isArray(samples) ? (samples as CodeSampleLanguage[]) : undefined;
}
