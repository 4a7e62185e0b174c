// plugins/lazy-prism: the highlighted code block in the server bundle, undefined in the browser.
declare module '@lazy-prism/highlighted-on-server' {
  import type {ComponentType} from 'react';
  import type {Props} from '@theme/CodeBlock/Content';

  const HighlightedOnServer: ComponentType<Props> | undefined;
  export default HighlightedOnServer;
}
