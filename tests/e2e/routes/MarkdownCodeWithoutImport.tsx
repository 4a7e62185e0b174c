import React from 'react';
import MDXComponents from '@theme/MDXComponents';
import Layout from '@theme/Layout';

/**
 * Test-only page (see plugins/test-routes): a Markdown code block whose page
 * did not import the code block itself, as if some Markdown had been compiled
 * without the site's remark plugins. The Markdown `code` element has to load
 * the code block on its own.
 */
export default function MarkdownCodeWithoutImport(): React.JSX.Element {
  const Code = MDXComponents.code;
  return (
    <Layout title="Markdown code test" noFooter>
      <main className="container margin-vert--lg">
        <h1>Markdown code test</h1>
        <Code className="language-yaml">{'bedrock:\n  port: 19132\n'}</Code>
      </main>
    </Layout>
  );
}
