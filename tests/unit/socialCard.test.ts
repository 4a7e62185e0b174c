import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {socialCard} from '../../src/data/socialCard';

const root = path.resolve(__dirname, '../..');

/** Width and height from a PNG's IHDR chunk. */
function pngSize(file: string): {width: number; height: number} {
  const bytes = fs.readFileSync(file);
  expect(bytes.subarray(1, 4).toString('latin1'), `${file} is not a PNG`).toBe('PNG');
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return {width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20)};
}

describe('the site card', () => {
  it('exists under static/ at the size the pages announce', () => {
    const file = path.join(root, 'static', socialCard.path);
    expect(fs.existsSync(file), `${socialCard.path} is announced as og:image but static/ has no such file`).toBe(true);
    expect(pngSize(file)).toEqual({width: socialCard.width, height: socialCard.height});
  });

  it('is the image the site config announces, with its size and description', () => {
    const config = fs.readFileSync(path.join(root, 'docusaurus.config.ts'), 'utf8');
    expect(config).toContain('image: socialCard.path');
    for (const property of ['og:image:width', 'og:image:height', 'og:image:alt']) expect(config).toContain(`property: '${property}'`);
  });
});
