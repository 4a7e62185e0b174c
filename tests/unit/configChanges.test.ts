import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {readConfig, setOptionValue, type ConfigSnapshot} from '@site/src/lib/config-editor/configDocument';
import {changesBetween, differencesFromDefaults, formatConfigValue} from '@site/src/lib/config-editor/changes';
import {DRAFT_STORAGE_KEY, changedElsewhere, draftHasChanges, draftStillReads, parseDraft, serializeDraft} from '@site/src/lib/config-editor/draft';

const fixture = (name: string) => readFileSync(path.resolve(__dirname, '../fixtures/config', name), 'utf8');

function snapshotOf(text: string): ConfigSnapshot {
  const result = readConfig(text);
  if (!result.ok) throw new Error(result.error.code);
  return result.snapshot;
}

function edit(text: string, key: string, value: Parameters<typeof setOptionValue>[2]): string {
  const result = setOptionValue(text, key, value);
  if (!result.ok) throw new Error(result.reason);
  return result.text;
}

describe('summary of changes', () => {
  const original = fixture('default.yml');

  it('is empty for an unchanged file', () => {
    expect(changesBetween(snapshotOf(original), snapshotOf(original))).toEqual([]);
  });

  it('lists each changed option with its value before and after', () => {
    let text = edit(original, 'bedrock.port', 19133);
    text = edit(text, 'bedrock.address', '10.0.0.2');
    const changes = changesBetween(snapshotOf(original), snapshotOf(text));
    expect(changes.map(({key, before, after}) => ({key, before, after}))).toEqual([
      {key: 'bedrock.address', before: {kind: 'unset'}, after: {kind: 'set', text: '10.0.0.2'}},
      {key: 'bedrock.port', before: {kind: 'set', text: '19132'}, after: {kind: 'set', text: '19133'}},
    ]);
  });

  it('compares with the defaults, leaving out the statistics ID and hidden options', () => {
    const snapshot = snapshotOf(fixture('heavily-commented.yml'));
    const differences = differencesFromDefaults(snapshot).map(({key, before, after}) => ({key, before, after}));
    expect(differences).toEqual([
      {key: 'bedrock.motd1', before: {kind: 'set', text: 'Geyser'}, after: {kind: 'set', text: '§aCraft§2Land'}},
      {key: 'bedrock.motd2', before: {kind: 'set', text: 'Another Geyser server.'}, after: {kind: 'set', text: 'Bedrock welcome!'}},
      {key: 'bedrock.server-name', before: {kind: 'set', text: 'Geyser'}, after: {kind: 'set', text: 'CraftLand'}},
      {key: 'remote.auth-type', before: {kind: 'set', text: 'online'}, after: {kind: 'set', text: 'floodgate'}},
      {key: 'command-suggestions', before: {kind: 'set', text: 'true'}, after: {kind: 'set', text: 'false'}},
      {key: 'max-players', before: {kind: 'set', text: '100'}, after: {kind: 'set', text: '250'}},
      {key: 'show-cooldown', before: {kind: 'set', text: 'title'}, after: {kind: 'set', text: 'actionbar'}},
      {key: 'disable-bedrock-scaffolding', before: {kind: 'set', text: 'false'}, after: {kind: 'set', text: 'true'}},
      {key: 'cache-images', before: {kind: 'set', text: '0'}, after: {kind: 'set', text: '7'}},
      {key: 'log-player-ip-addresses', before: {kind: 'set', text: 'true'}, after: {kind: 'set', text: 'false'}},
    ]);
    expect(differencesFromDefaults(snapshotOf(original))).toEqual([]);
  });

  it('formats values as plain text', () => {
    expect(formatConfigValue(['a', 'b'])).toBe('[a, b]');
    expect(formatConfigValue(null)).toBe('');
    expect(formatConfigValue({'<b>': 1})).toBe('{"<b>":1}');
  });
});

describe('stored draft', () => {
  const original = fixture('default.yml');

  it('round-trips through its stored form under the agreed key', () => {
    expect(DRAFT_STORAGE_KEY).toBe('configEditor.draft');
    const draft = {text: edit(original, 'bedrock.port', 19140), original, fileName: 'config.yml'};
    expect(parseDraft(serializeDraft(draft))).toEqual({kind: 'ok', draft: {...draft, hint: undefined, tab: undefined, savedAt: undefined}});
    const withChoices = {...draft, hint: {platform: 'standalone' as const}, tab: 'tab-1', savedAt: 5};
    expect(parseDraft(serializeDraft(withChoices))).toEqual({kind: 'ok', draft: withChoices});
    // A draft stored by the earlier format still opens.
    expect(parseDraft(JSON.stringify({version: 1, text: original, original}))).toMatchObject({kind: 'ok', draft: {text: original}});
    expect(draftHasChanges(draft)).toBe(true);
    expect(draftHasChanges({text: original, original})).toBe(false);
  });

  it('reports damaged stored drafts with their raw text, so they can be kept aside', () => {
    expect(parseDraft(null)).toEqual({kind: 'none'});
    for (const stored of ['{not json', JSON.stringify({version: 3, text: original, original}), JSON.stringify({version: 1, text: 42, original})]) {
      expect(parseDraft(stored)).toEqual({kind: 'damaged', raw: stored});
    }
  });

  it('restores a draft only when both of its texts still read as a config, with the reader it is given', async () => {
    const asked: string[] = [];
    const read = (text: string, options: Parameters<typeof readConfig>[1]) => {
      asked.push(text === original ? 'original' : 'text');
      return Promise.resolve(readConfig(text, options));
    };
    const edited = edit(original, 'bedrock.port', 19140);
    expect(await draftStillReads({text: edited, original}, read)).toBe(true);
    expect(asked).toEqual(['text', 'original']);
    // The same text is read once.
    asked.length = 0;
    expect(await draftStillReads({text: original, original}, read)).toBe(true);
    expect(asked).toEqual(['original']);
    expect(await draftStillReads({text: fixture('not-geyser.yml'), original}, read)).toBe(false);
    expect(await draftStillReads({text: edited, original: fixture('not-yaml.yml')}, read)).toBe(false);
    // The draft's choices reach the reader.
    expect(await draftStillReads({text: original, original, hint: {platform: 'standalone'}}, (text, options) => readConfig(text, options))).toBe(
      true,
    );
  });

  it("tells a draft another tab saved from this tab's own", () => {
    const mine = {text: original, original, tab: 'a'};
    const theirs = (text: string, tab?: string) => ({kind: 'ok' as const, draft: {text, original, tab}});
    expect(changedElsewhere(mine, theirs(original, 'b'), 'a')).toBe(false);
    expect(changedElsewhere(mine, theirs(edit(original, 'bedrock.port', 19150), 'b'), 'a')).toBe(true);
    expect(changedElsewhere(mine, theirs(edit(original, 'bedrock.port', 19150), 'a'), 'a')).toBe(false);
    expect(changedElsewhere(null, theirs(original, 'b'), 'a')).toBe(true);
    expect(changedElsewhere(mine, {kind: 'none'}, 'a')).toBe(false);
  });
});
