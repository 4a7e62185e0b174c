import {describe, expect, it} from 'vitest';
import {isDumpId, parseDumpReference, rawDumpUrl, readDumpIdFromLocation} from '@site/src/lib/dump/dumpId';

const key = 'Ab3dEf6hIj9kLm2nOp5qRs8tUv1wXy4z';
const context = {dumpServer: 'https://dump.geysermc.org', viewerHosts: ['geysermc.org', '127.0.0.1:4181']};

function idOf(input: string) {
  return parseDumpReference(input, context);
}

describe('dump keys', () => {
  it('accepts exactly 32 letters and digits', () => {
    expect(key).toHaveLength(32);
    expect(isDumpId(key)).toBe(true);
    expect(isDumpId(key.slice(1))).toBe(false);
    expect(isDumpId(`${key}a`)).toBe(false);
    expect(isDumpId(`${key.slice(1)}-`)).toBe(false);
    expect(isDumpId(`${key.slice(1)}é`)).toBe(false);
  });
});

describe('parseDumpReference', () => {
  it('says empty for blank input', () => {
    expect(idOf('')).toEqual({kind: 'empty'});
    expect(idOf('   \n')).toEqual({kind: 'empty'});
  });

  it('takes a bare key, trimming spaces', () => {
    expect(idOf(key)).toEqual({kind: 'id', id: key});
    expect(idOf(`  ${key}  `)).toEqual({kind: 'id', id: key});
  });

  it('calls a key of the wrong length malformed', () => {
    expect(idOf('abc123')).toEqual({kind: 'invalid', problem: 'malformed-id'});
    expect(idOf(`${key}${key}`)).toEqual({kind: 'invalid', problem: 'malformed-id'});
  });

  it.each([
    `https://dump.geysermc.org/${key}`,
    `https://dump.geysermc.org/${key}/`,
    `http://dump.geysermc.org/${key}`,
    `dump.geysermc.org/${key}`,
    `dump.geysermc.org/${key}?utm=chat`,
    `https://DUMP.geysermc.org/${key}#top`,
    `https://dump.geysermc.org/raw/${key}`,
    `dump.geysermc.org/raw/${key}/`,
    `https://dump.geysermc.org/v1/raw/${key}`,
    `https://geysermc.org/utilities/dump-viewer?id=${key}`,
    `geysermc.org/utilities/dump-viewer/?id=${key}&x=1`,
    `https://geysermc.org/utilities/dump-viewer#${key}`,
    `https://geysermc.org/de/utilities/dump-viewer#${key}`,
    `http://127.0.0.1:4181/utilities/dump-viewer?id=${key}`,
    `127.0.0.1:4181/utilities/dump-viewer?id=${key}`,
  ])('finds the key in %s', (input) => {
    expect(idOf(input)).toEqual({kind: 'id', id: key});
  });

  it('refuses links to other sites', () => {
    expect(idOf(`https://evil.example.com/${key}`)).toEqual({kind: 'invalid', problem: 'foreign-host'});
    expect(idOf(`https://dump.geysermc.org.evil.example/${key}`)).toEqual({kind: 'invalid', problem: 'foreign-host'});
    expect(idOf(`https://evil.example.com/utilities/dump-viewer?id=${key}`)).toEqual({
      kind: 'invalid',
      problem: 'foreign-host',
    });
    expect(idOf(`ftp://dump.geysermc.org/${key}`)).toEqual({kind: 'invalid', problem: 'foreign-host'});
    expect(idOf('javascript:alert(1)')).toEqual({kind: 'invalid', problem: 'foreign-host'});
  });

  it('calls a dump server link with a bad key malformed', () => {
    expect(idOf('https://dump.geysermc.org/short')).toEqual({kind: 'invalid', problem: 'malformed-id'});
    // URL parsing resolves the dots first, leaving "/etc", which is no key either
    expect(idOf('https://dump.geysermc.org/raw/../../etc')).toEqual({kind: 'invalid', problem: 'malformed-id'});
    expect(idOf(`https://geysermc.org/utilities/dump-viewer?id=${key}%3Cx`)).toEqual({
      kind: 'invalid',
      problem: 'malformed-id',
    });
  });

  it('does not recognise other paths or a viewer link without a key', () => {
    expect(idOf('https://dump.geysermc.org/')).toEqual({kind: 'invalid', problem: 'unrecognised'});
    expect(idOf(`https://dump.geysermc.org/documents/${key}`)).toEqual({kind: 'invalid', problem: 'unrecognised'});
    expect(idOf('https://geysermc.org/utilities/dump-viewer')).toEqual({kind: 'invalid', problem: 'unrecognised'});
    expect(idOf(`https://geysermc.org/wiki/?id=${key}`)).toEqual({kind: 'invalid', problem: 'unrecognised'});
    expect(idOf('not a link at all')).toEqual({kind: 'invalid', problem: 'unrecognised'});
  });

  it('follows a dump server that lives below a path', () => {
    const nested = {dumpServer: 'https://tools.example.org/dumps', viewerHosts: []};
    expect(parseDumpReference(`https://tools.example.org/dumps/raw/${key}`, nested)).toEqual({kind: 'id', id: key});
    expect(parseDumpReference(`https://tools.example.org/other/${key}`, nested)).toEqual({
      kind: 'invalid',
      problem: 'unrecognised',
    });
    expect(parseDumpReference(`https://dump.geysermc.org/${key}`, nested)).toEqual({
      kind: 'invalid',
      problem: 'foreign-host',
    });
  });
});

describe('readDumpIdFromLocation', () => {
  it('prefers the query over the hash', () => {
    expect(readDumpIdFromLocation(`?id=${key}`, '#other')).toBe(key);
    expect(readDumpIdFromLocation('', `#${key}`)).toBe(key);
    expect(readDumpIdFromLocation('', `#id=${key}`)).toBe(key);
  });

  it('returns nothing for an empty address and keeps odd values for the caller to reject', () => {
    expect(readDumpIdFromLocation('', '')).toBeUndefined();
    expect(readDumpIdFromLocation('?id=', '#')).toBeUndefined();
    expect(readDumpIdFromLocation('?id=%3Cscript%3E', '')).toBe('<script>');
    expect(readDumpIdFromLocation('', '#%E0%A4%A')).toBe('%E0%A4%A');
  });
});

describe('rawDumpUrl', () => {
  it('joins base and key without doubling slashes', () => {
    expect(rawDumpUrl('https://dump.geysermc.org', key)).toBe(`https://dump.geysermc.org/raw/${key}`);
    expect(rawDumpUrl('https://dump.geysermc.org/', key)).toBe(`https://dump.geysermc.org/raw/${key}`);
  });
});
