import React from 'react';
import CodeBlock from '@theme/CodeBlock';
import Layout from '@theme/Layout';

/**
 * Test-only page (see plugins/test-routes): a code block that a component
 * renders, so it has no build-time tokens and its page does not load Prism
 * up front, like the examples on API pages.
 */
export default function CodeBlockWithoutTokens(): React.JSX.Element {
  return (
    <Layout title="Code block test" noFooter>
      <main className="container margin-vert--lg">
        <h1>Code block test</h1>
        <CodeBlock language="json">{'{\n  "project_id": "geyser",\n  "build": 42,\n  "latest": true\n}'}</CodeBlock>
      </main>
    </Layout>
  );
}
