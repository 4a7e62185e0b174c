import React from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it} from 'vitest';
import {Highlight, Prism, normalizeTokens, themes, type Token} from 'prism-react-renderer';
import {decodeTokens, encodeTokens, themeStyles, tokenStyle, type CodeToken} from '../../plugins/framework-internals/build-time-highlighting/tokens';
import {tokenizeCode} from '../../plugins/framework-internals/build-time-highlighting/tokenize';

const samples: [string, string][] = [
  ['yaml', 'bedrock:\n  port: 19132\n  # comment\n\n  clone-remote-port: false\n'],
  ['java', 'public class Hello {\n  void run() { System.out.println("hi"); }\n}'],
  ['bash', 'java -Xms1G -jar Geyser-Standalone.jar --nogui\n\n'],
  ['properties', 'server-port=25565\r\nonline-mode=false'],
  ['batch', '@echo off\r\njava -jar Geyser.jar\r\npause'],
  ['text', 'no grammar here\n\n  indented'],
];

/** What prism-react-renderer's own Highlight component would render for the code. */
function highlightedByLibrary(code: string, language: string) {
  let out: {lines: Token[][]; styles: unknown[]} = {lines: [], styles: []};
  renderToStaticMarkup(
    React.createElement(Highlight, {
      code,
      language,
      theme: themes.github,
      children: ({tokens, getTokenProps, getLineProps}) => {
        out = {lines: tokens, styles: tokens.flatMap((line) => [getLineProps({line}).style, ...line.map((token) => getTokenProps({token}).style)])};
        return React.createElement(React.Fragment);
      },
    }),
  );
  return out;
}

describe('build-time code tokens', () => {
  it.each(samples)('decode to the tokens Prism gives %s code, with the same colours', (language, code) => {
    const lines = decodeTokens(tokenizeCode(code, language), code, language);
    const expected = highlightedByLibrary(code, language);
    expect(lines).toEqual(expected.lines);
    const colours = themeStyles(themes.github, language);
    expect(lines!.flatMap((line) => [colours.plain, ...line.map((token) => tokenStyle(colours, token))])).toEqual(expected.styles);
  });

  it('use the site’s extra grammars, so Java is not plain text', () => {
    const lines = decodeTokens(tokenizeCode('public class A {}', 'java'), 'public class A {}', 'java')!;
    expect(lines[0].map((token) => token.types)).toContainEqual(['keyword']);
  });

  it('are short: types once, then index and length per token', () => {
    expect(tokenizeCode('a: 1\n\nb: 2', 'yaml')).toBe('yaml|key atrule,punctuation,plain,number|0.1,1.1,2.1,3.1,2.0;2.0;2.0,0.1,1.1,2.1,3.1');
  });

  it('are refused for other code, another language or a damaged string', () => {
    const encoded = tokenizeCode('a: 1\nb: 2', 'yaml');
    expect(decodeTokens(encoded, 'a: 1\nb: 2', 'yaml')).toBeDefined();
    expect(decodeTokens(encoded, 'a: 10\nb: 2', 'yaml')).toBeUndefined();
    expect(decodeTokens(encoded, 'a: 1\nb: 2\nc: 3', 'yaml')).toBeUndefined();
    expect(decodeTokens(encoded, 'a: 1\nb: 2', 'json')).toBeUndefined();
    expect(decodeTokens(undefined, 'a: 1\nb: 2', 'yaml')).toBeUndefined();
    expect(decodeTokens('yaml|plain', 'a', 'yaml')).toBeUndefined();
    expect(decodeTokens('yaml|plain|9.1', 'a', 'yaml')).toBeUndefined();
    expect(decodeTokens('yaml|plain|0.x', 'a', 'yaml')).toBeUndefined();
  });

  it('round-trip whatever tokens Prism makes', () => {
    const code = '{"a": [1, true, null]}\n';
    const lines = normalizeTokens(Prism.tokenize(code, Prism.languages.json)) as CodeToken[][];
    expect(decodeTokens(encodeTokens('json', lines), code, 'json')).toEqual(lines);
  });
});
