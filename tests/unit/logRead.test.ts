import {describe, expect, it} from 'vitest';
import {gzipSync} from 'node:zlib';
import {checkLog} from '../../src/lib/logs/check';
import {countLines, isLargePaste, largePasteChars, maxLogBytes, pastedTextFits, readLogFile} from '../../src/lib/logs/read';

const log = '[10:00:01 ERROR]: [Geyser-Spigot] Auth-type set to Floodgate but Floodgate is not installed!\n';

describe('readLogFile', () => {
  it('reads a plain log', async () => {
    expect(await readLogFile(new Blob([log]))).toEqual({ok: true, text: log, gzip: false});
  });

  it('unpacks a gzip log, whatever its name', async () => {
    expect(await readLogFile(new Blob([gzipSync(log)]))).toEqual({ok: true, text: log, gzip: true});
  });

  it('refuses a file over 10 MB without reading it', async () => {
    const file = {
      size: maxLogBytes + 1,
      slice: () => {
        throw new Error('read');
      },
      stream: () => {
        throw new Error('read');
      },
    };
    expect(await readLogFile(file)).toEqual({ok: false, problem: 'too-large'});
  });

  it('stops unpacking an archive that grows past 10 MB', async () => {
    const bomb = gzipSync(Buffer.alloc(maxLogBytes + 1024, 'a'));
    expect(bomb.byteLength).toBeLessThan(100_000);
    expect(await readLogFile(new Blob([bomb]))).toEqual({ok: false, problem: 'too-large-unpacked'});
  });

  it('says so when a file starts like gzip but does not unpack', async () => {
    const broken = gzipSync(log).subarray(0, 12);
    expect(await readLogFile(new Blob([broken]))).toEqual({ok: false, problem: 'not-gzip'});
  });

  it('keeps UTF-8 text that spans read chunks', async () => {
    const text = 'ü'.repeat(200_000);
    expect(await readLogFile(new Blob([text]))).toMatchObject({ok: true, text});
  });
});

describe('pastedTextFits', () => {
  it('counts UTF-8 bytes', () => {
    expect(pastedTextFits('a'.repeat(maxLogBytes))).toBe(true);
    expect(pastedTextFits('a'.repeat(maxLogBytes + 1))).toBe(false);
    expect(pastedTextFits('ü'.repeat(maxLogBytes / 2))).toBe(true);
    expect(pastedTextFits('ü'.repeat(maxLogBytes / 2 + 1))).toBe(false);
  });
});

describe('large pastes', () => {
  it('are the ones longer than the box takes', () => {
    expect(isLargePaste('a'.repeat(largePasteChars))).toBe(false);
    expect(isLargePaste('a'.repeat(largePasteChars + 1))).toBe(true);
  });

  it('count their lines as the report does', () => {
    for (const text of ['', 'one', 'one\n', 'one\ntwo', 'one\r\ntwo\r\n', '\n\n', log.repeat(3), `${log}no break at the end`]) {
      expect(countLines(text), JSON.stringify(text)).toBe(checkLog(text).lineCount);
    }
    expect(countLines('x\n'.repeat(100_000))).toBe(100_000);
  });
});
