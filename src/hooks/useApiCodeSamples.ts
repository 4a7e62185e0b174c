import {useDoc} from '@docusaurus/plugin-content-docs/client';
import type {CodeSampleLanguage} from '@site/src/components/ApiCodeSamples';

/** The current API page's request samples made at build time, if it has them (front matter `api_code_samples`). */
export function useApiCodeSamples(): readonly CodeSampleLanguage[] | undefined {
  const {frontMatter} = useDoc();
  const samples = (frontMatter as {api_code_samples?: unknown}).api_code_samples;
  return Array.isArray(samples) ? (samples as CodeSampleLanguage[]) : undefined;
}
