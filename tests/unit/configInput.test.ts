import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {MAX_CONFIG_BYTES, decodeConfigBytes, exceedsSizeLimit} from '@site/src/lib/config-editor/input';
import {readConfig} from '@site/src/lib/config-editor/configDocument';

const fixtureDir = path.resolve(__dirname, '../fixtures/config');
const fixture = (name: string) => readFileSync(path.join(fixtureDir, name), 'utf8');

function errorOf(text: string) {
  const result = readConfig(text);
  return result.ok ? null : result.error;
}

describe('bad input', () => {
  it('refuses text that is not YAML, with the position of the problem', () => {
    expect(errorOf(fixture('not-yaml.yml'))).toMatchObject({code: 'invalidYaml', line: 5});
    expect(errorOf('bedrock:\n\tport: 19132\n')?.code).toBe('invalidYaml');
  });

  it('refuses a key written twice', () => {
    expect(errorOf(fixture('duplicate-key.yml'))).toMatchObject({code: 'duplicateKey', line: 3});
  });

  it('refuses a key written twice inside a section or a list entry, naming the first repeat', () => {
    expect(errorOf('bedrock:\n  port: 1\n  address: 0.0.0.0\n  port: 2\nconfig-version: 5\n')).toMatchObject({
      code: 'duplicateKey',
      line: 4,
      column: 3,
    });
    expect(errorOf('a:\n  - x: 1\n    x: 2\nb: 1\nb: 2\n')).toMatchObject({code: 'duplicateKey', line: 3});
    expect(errorOf('{"port": 1, port: 2}\n')).toMatchObject({code: 'duplicateKey'});
    // The same text is not the same key when one is a number and the other a string, as in the YAML package.
    expect(errorOf('1: a\n"1": b\nbedrock:\n  port: 1\n')?.code).not.toBe('duplicateKey');
  });

  it('refuses YAML that is not a Geyser config', () => {
    expect(errorOf(fixture('not-geyser.yml'))?.code).toBe('notGeyserConfig');
    expect(errorOf('- just\n- a list\n')?.code).toBe('notMapping');
    expect(errorOf('plain words')?.code).toBe('notMapping');
    expect(errorOf('config-version: four\n')?.code).toBe('notGeyserConfig');
    expect(errorOf('bedrock:\n  port: 1\n---\nbedrock:\n  port: 2\n')?.code).toBe('multipleDocuments');
  });

  it('refuses an empty file or one with only comments', () => {
    expect(errorOf('')?.code).toBe('empty');
    expect(errorOf('# nothing here\n\n')?.code).toBe('empty');
  });

  it('stops an alias bomb instead of expanding it', () => {
    const started = Date.now();
    expect(errorOf(fixture('alias-bomb.yml'))?.code).toBe('aliasLimit');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('refuses Geyser files from before 2.0, naming the version', () => {
    expect(errorOf(fixture('older-version.yml'))).toEqual({code: 'olderVersion', version: 3, product: 'geyser'});
    expect(errorOf('key-file-name: key.pem\nconfig-version: 2\n')).toEqual({code: 'olderVersion', version: 2, product: 'floodgate'});
  });

  it('refuses files over 256 KiB, before and after reading them', () => {
    expect(MAX_CONFIG_BYTES).toBe(256 * 1024);
    expect(exceedsSizeLimit(MAX_CONFIG_BYTES)).toBe(false);
    expect(exceedsSizeLimit(MAX_CONFIG_BYTES + 1)).toBe(true);
    const big = `bedrock:\n  port: 19132\n${'#'.repeat(MAX_CONFIG_BYTES)}\n`;
    expect(decodeConfigBytes(new TextEncoder().encode(big))).toEqual({ok: false, code: 'tooLarge'});
    expect(errorOf(big)?.code).toBe('tooLarge');
  });

  it('refuses binary data: NUL bytes or invalid UTF-8', () => {
    expect(decodeConfigBytes(new Uint8Array([0x62, 0x65, 0x00, 0x64]))).toEqual({ok: false, code: 'binary'});
    expect(decodeConfigBytes(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toEqual({ok: false, code: 'binary'});
    expect(decodeConfigBytes(new Uint8Array([0x61, 0xc3, 0x28]))).toEqual({ok: false, code: 'binary'});
    expect(errorOf('bedrock:\n  port: 1\u0000\n')?.code).toBe('binary');
  });

  it('decodes UTF-8 text and keeps a byte order mark', () => {
    const bytes = new Uint8Array(readFileSync(path.join(fixtureDir, 'crlf.yml')));
    const decoded = decodeConfigBytes(bytes);
    expect(decoded.ok && decoded.text.startsWith('\uFEFF')).toBe(true);
    expect(decoded.ok && new TextEncoder().encode(decoded.text)).toEqual(bytes);
  });
});
