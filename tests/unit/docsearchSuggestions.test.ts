import {describe, expect, it} from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';

const require = createRequire(import.meta.url);
const {fixSuggestions, broken} = require('../../plugins/framework-internals/docsearch/suggestions.cjs') as {
  fixSuggestions: (source: string) => string;
  broken: RegExp;
};
const dist = path.resolve(__dirname, '../../node_modules/@docsearch/react/dist/esm');

describe('the DocSearch suggestions correction', () => {
  it.each(['index.js', 'DocSearchModal.js'])('finds the object-spread merge in the installed %s and replaces it', (file) => {
    const bundle = fs.readFileSync(path.join(dist, file), 'utf8');
    expect(bundle).toMatch(broken);
    const fixed = fixSuggestions(bundle);
    expect(fixed).not.toMatch(broken);
    expect(fixed).toContain('searchSuggestions:[].concat(');
  });

  it('the corrected merge builds an array the suggestion list can show', () => {
    // The same expression, run on sample values.
    const expression = fixSuggestions('searchSuggestions:S(S({},null!==(t=r.context.searchSuggestions)&&void 0!==t?t:[]),Object.keys(o))');
    const merge = new Function('r', 'o', 'var t; return ' + expression.replace('searchSuggestions:', ''));
    const result = merge({context: {searchSuggestions: ['Geyser']}}, {Floodgate: [], Blog: []});
    expect(result).toEqual(['Geyser', 'Floodgate', 'Blog']);
  });

  it('fails loudly when DocSearch no longer has that code', () => {
    expect(() => fixSuggestions('something else')).toThrow(/not found/);
  });
});
