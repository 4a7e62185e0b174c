import React from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Layout from '@theme/Layout';

/** Test-only page: renders normally on the server, then throws in the browser. */
export default function CrashTrigger(): React.JSX.Element {
  const isBrowser = useIsBrowser();
  if (isBrowser) {
    throw new Error('Dump could not be rendered', {
      cause: new Error('Unexpected token in JSON'),
    });
  }
  return (
    <Layout title="Crash test" noFooter>
      <main className="container margin-vert--lg">
        <h1>Crash test</h1>
      </main>
    </Layout>
  );
}
