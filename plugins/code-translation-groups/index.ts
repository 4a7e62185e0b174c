import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {messagesByGroup} from '../../src/lib/i18n/translationGroups';

type CodeJson = Record<string, {message: string} | string>;

async function readMessages(file: string): Promise<Record<string, string>> {
  const raw = await fs.readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return '{}';
    throw error;
  });
  const json = JSON.parse(raw) as CodeJson;
  return Object.fromEntries(Object.entries(json).map(([id, value]) => [id, typeof value === 'string' ? value : value.message]));
}

/**
 * Ships groups of interface strings with the pages that use them
 * (src/lib/i18n/translationGroups.ts): writes each group's messages for the
 * current locale as generated data. Taking those ids out of the code
 * translations Docusaurus puts in the main script of every page is a change to
 * a generated framework file: the translationGroups feature of
 * plugins/framework-internals.
 */
export default function codeTranslationGroupsPlugin(context: LoadContext): Plugin {
  const codeJson = path.join(context.localizationDir, 'code.json');
  return {
    name: 'code-translation-groups',
    getPathsToWatch() {
      return [codeJson];
    },
    async contentLoaded({actions}) {
      const groups = messagesByGroup(await readMessages(codeJson));
      await Promise.all(Object.entries(groups).map(([group, messages]) => actions.createData(`${group}.json`, JSON.stringify(messages))));
    },
  };
}
