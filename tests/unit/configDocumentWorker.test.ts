import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {floodgateFormat, geyserFormat, geyserV4Format} from '@site/src/data/configFormats';
import {readConfig, setOptionValue, unsetOption} from '@site/src/lib/config-editor/configDocument';
import {answerDocumentRequest} from '@site/src/lib/config-editor/document/requests';
import {formatFor, formatRef, receiveRead, receiveUpdate, sendRead} from '@site/src/lib/config-editor/document/transfer';
import {updateGeyserConfigText} from '@site/src/lib/config-editor/migrate';

// What the config editor's Web Worker answers must be what the page would have computed itself,
// after the trip through structured cloning (which keeps plain data only).
const fixturesDir = path.resolve(__dirname, '../fixtures/config');
const fixture = (name: string) => readFileSync(path.join(fixturesDir, name), 'utf8');
const allFixtures = [
  'default.yml',
  'geyser-fabric-v7.yml',
  'geyser-v5.yml',
  'geyser-v6.yml',
  'geyser-v8.yml',
  'older-version.yml',
  'floodgate-proxy.yml',
  'floodgate-server.yml',
  'hand-edited.yml',
  'newer-version.yml',
  'not-geyser.yml',
  'not-yaml.yml',
  'duplicate-key.yml',
  'alias-bomb.yml',
  'commented-options-set.yml',
];

describe('config document requests, as the worker answers them', () => {
  it('names every format the editor has by a reference that leads back to the same object', () => {
    const formats = [
      geyserV4Format(),
      floodgateFormat('server'),
      floodgateFormat('proxy'),
      geyserFormat(5, 'spigot'),
      geyserFormat(Number.POSITIVE_INFINITY, 'standalone'),
    ];
    for (const format of formats) expect(formatFor(structuredClone(formatRef(format)))).toBe(format);
  });

  it.each(allFixtures)('reads %s to the same snapshot after a trip through structured cloning', (name) => {
    const text = fixture(name);
    for (const options of [{}, {platform: 'standalone' as const}, {floodgateFile: 'proxy' as const}]) {
      const direct = readConfig(text, options);
      const answer = structuredClone(answerDocumentRequest({op: 'read', text, options}));
      expect(answer.op).toBe('read');
      if (answer.op !== 'read') return;
      const received = receiveRead(answer.result);
      expect(received).toEqual(direct);
      if (received.ok && direct.ok) {
        expect(received.snapshot.format).toBe(direct.snapshot.format);
        received.snapshot.options.forEach((state, index) => expect(state.option).toBe(direct.snapshot.options[index]!.option));
        expect([...received.snapshot.byKey.keys()]).toEqual([...direct.snapshot.byKey.keys()]);
      }
    }
  });

  it('sends no format or option objects, only references to them', () => {
    const sent = sendRead(readConfig(fixture('default.yml')));
    expect(sent.ok).toBe(true);
    if (!sent.ok) return;
    expect(Object.keys(sent.snapshot.format).sort()).toEqual(['product', 'variant', 'version']);
    expect(sent.snapshot.options.every((state) => !('option' in state))).toBe(true);
    expect('byKey' in sent.snapshot).toBe(false);
  });

  it('checks a text without sending its snapshot', () => {
    expect(answerDocumentRequest({op: 'check', text: fixture('default.yml'), options: {}})).toEqual({op: 'check', result: {ok: true}});
    expect(answerDocumentRequest({op: 'check', text: fixture('duplicate-key.yml'), options: {}})).toEqual({
      op: 'check',
      result: readConfig(fixture('duplicate-key.yml')),
    });
    expect(answerDocumentRequest({op: 'check', text: fixture('duplicate-key.yml'), options: {}})).toMatchObject({result: {ok: false}});
  });

  it('sets and unsets options as the document layer does, with the reading of the new text', () => {
    const text = fixture('default.yml');
    const set = answerDocumentRequest({op: 'set', text, key: 'bedrock.port', value: 19140, options: {styleReference: text}});
    const expected = setOptionValue(text, 'bedrock.port', 19140, {styleReference: text});
    if (!expected.ok) throw new Error(expected.reason);
    expect(set).toEqual({op: 'edit', result: expected, reading: sendRead(readConfig(expected.text))});
    expect(expected.text).toContain('port: 19140');
    const withAddress = setOptionValue(text, 'bedrock.address', '1.2.3.4', {platform: 'standalone'});
    if (!withAddress.ok) throw new Error(withAddress.reason);
    const unset = unsetOption(withAddress.text, 'bedrock.address', {platform: 'standalone'});
    if (!unset.ok) throw new Error(unset.reason);
    expect(answerDocumentRequest({op: 'unset', text: withAddress.text, key: 'bedrock.address', options: {platform: 'standalone'}})).toEqual({
      op: 'edit',
      result: unset,
      reading: sendRead(readConfig(unset.text, {platform: 'standalone'})),
    });
    // A refused edit comes back without a reading.
    expect(answerDocumentRequest({op: 'set', text, key: 'no.such.option', value: 1, options: {}})).toEqual({
      op: 'edit',
      result: {ok: false, reason: 'unknownOption'},
    });
  });

  it('updates an older file to the same result as in the page', () => {
    const text = fixture('geyser-v5.yml');
    const read = readConfig(text);
    if (!read.ok) throw new Error(read.error.code);
    const answer = structuredClone(answerDocumentRequest({op: 'update', text, from: formatRef(read.snapshot.format), platform: 'spigot'}));
    if (answer.op !== 'update') throw new Error(answer.op);
    const received = receiveUpdate(answer.result);
    const direct = updateGeyserConfigText(text, read.snapshot.format, 'spigot');
    expect(received.format).toBe(direct.format);
    expect(received.changes).toEqual(direct.changes);
    expect(received.values).toEqual(direct.values);
    // New files get fresh ids (Floodgate's key, the metrics uuid): the rest of the text is the same.
    const withoutIds = (value: string) => value.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, 'ID');
    expect(withoutIds(received.text)).toBe(withoutIds(direct.text));
  });
});
