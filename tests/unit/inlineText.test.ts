import {describe, expect, it} from 'vitest';
import {inlineTokens} from '@site/src/lib/providers/inlineText';

describe('provider step text', () => {
  it('splits code spans and https links from plain text', () => {
    expect(inlineTokens('Set `clone-remote-port` to `true`, see https://example.org/help.')).toEqual([
      {kind: 'text', value: 'Set '},
      {kind: 'code', value: 'clone-remote-port'},
      {kind: 'text', value: ' to '},
      {kind: 'code', value: 'true'},
      {kind: 'text', value: ', see '},
      {kind: 'link', value: 'https://example.org/help'},
      {kind: 'text', value: '.'},
    ]);
  });

  it('keeps markup-looking text as plain text', () => {
    expect(inlineTokens('<b>bold</b> and http://insecure.example')).toEqual([{kind: 'text', value: '<b>bold</b> and http://insecure.example'}]);
  });
});
