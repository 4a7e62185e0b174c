import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {
  OUTDATED_FLAG_KEY,
  SOURCE_HASH_KEY,
  recordState,
  sourceHash,
  translatedContentFolders,
  translatedFileOf,
} from '../../src/lib/i18n/translationRecords.mjs';

/**
 * The front matter of a translated page as the site uses it: its `source_hash` record is
 * compared with the English page's bytes at build time and replaced by
 * `translation_outdated: true` when they differ (the doc page then shows the
 * outdated-translation notice, see src/theme/DocItem/Content). The record itself never
 * reaches the page. Other files are returned unchanged.
 */
export function withTranslationState(
  frontMatter: Record<string, unknown>,
  filePath: string,
  siteDir: string,
  folders: Record<string, string> = translatedContentFolders,
): Record<string, unknown> {
  const translated = translatedFileOf(path.relative(siteDir, filePath), folders);
  if (!translated) return frontMatter;
  // The record and any flag a page set itself are left out; the flag is worked out here.
  const rest = Object.fromEntries(Object.entries(frontMatter).filter(([key]) => key !== SOURCE_HASH_KEY && key !== OUTDATED_FLAG_KEY));
  const record = frontMatter[SOURCE_HASH_KEY];
  const english = path.join(siteDir, translated.sourcePath);
  if (!existsSync(english)) return rest;
  const state = recordState(record, sourceHash(readFileSync(english)));
  return state === 'stale' ? {...rest, [OUTDATED_FLAG_KEY]: true} : rest;
}
