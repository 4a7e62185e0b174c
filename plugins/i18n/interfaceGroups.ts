import fs from 'node:fs/promises';
import {messagesByGroup} from '../../src/lib/i18n/translationGroups';

type CodeJson = Record<string, {message: string} | string>;

/** The messages of a locale's code.json by id (an absent file has none). */
export async function readMessages(file: string): Promise<Record<string, string>> {
  const raw = await fs.readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return '{}';
    throw error;
  });
  const json = JSON.parse(raw) as CodeJson;
  return Object.fromEntries(Object.entries(json).map(([id, value]) => [id, typeof value === 'string' ? value : value.message]));
}

/**
 * The generated file of each translation group (src/lib/i18n/translationGroups.ts),
 * `group-<name>.json`, with the group's messages for the current locale. With the
 * mechanism off every group file is empty and the messages stay where Docusaurus puts
 * them, in the main script of every page.
 */
export function groupFiles(messages: Record<string, string>, enabled: boolean): Record<string, Record<string, string>> {
  const groups = messagesByGroup(enabled ? messages : {});
  return Object.fromEntries(Object.entries(groups).map(([group, grouped]) => [`group-${group}.json`, enabled ? grouped : {}]));
}
