/**
 * Build-time highlighting: splits code into Prism tokens with the same Prism
 * and grammars the browser would use (prism-react-renderer's Prism plus the
 * site's extra languages), in the encoding of ./tokens.ts.
 */
import {createRequire} from 'node:module';
import {Prism, normalizeTokens} from 'prism-react-renderer';
import {encodeTokens, type CodeToken} from './tokens';
import {additionalPrismLanguages} from '../../../src/data/prismLanguages';

const requireHere = createRequire(__filename);
let languagesAdded = false;

/** Registers the extra grammars, which attach themselves to a global `Prism`. */
function addLanguages(): void {
  if (languagesAdded) return;
  const global = globalThis as {Prism?: unknown};
  const before = global.Prism;
  global.Prism = Prism;
  try {
    for (const language of additionalPrismLanguages) requireHere(`prismjs/components/prism-${language}`);
  } finally {
    if (before === undefined) delete global.Prism;
    else global.Prism = before;
  }
  languagesAdded = true;
}

/** The encoded tokens of `code` in `language` (plain text when Prism has no such grammar). */
export function tokenizeCode(code: string, language: string): string {
  addLanguages();
  const grammar = Prism.languages[language];
  if (!grammar) return encodeTokens(language, normalizeTokens([code]) as CodeToken[][]);
  // As prism-react-renderer does it, hooks included.
  const env = {code, grammar, language, tokens: [] as ReturnType<typeof Prism.tokenize>};
  Prism.hooks.run('before-tokenize', env);
  env.tokens = Prism.tokenize(env.code, env.grammar);
  Prism.hooks.run('after-tokenize', env);
  return encodeTokens(language, normalizeTokens(env.tokens) as CodeToken[][]);
}
