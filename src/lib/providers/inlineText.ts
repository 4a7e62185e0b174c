/** A piece of a provider step: plain text, an inline `code` span, or an https link. */
export type InlineToken = {kind: 'text' | 'code' | 'link'; value: string};

// `code` spans and https links are the only markup the provider data may carry.
const INLINE_TOKEN = /(`[^`]+`|https:\/\/[^\s]*[^\s.,;:!?)\]])/g;

export function inlineTokens(text: string): InlineToken[] {
  return text
    .split(INLINE_TOKEN)
    .map((part, index): InlineToken => {
      if (index % 2 === 0) return {kind: 'text', value: part};
      if (part.startsWith('`')) return {kind: 'code', value: part.slice(1, -1)};
      return {kind: 'link', value: part};
    })
    .filter((token) => token.value !== '');
}
