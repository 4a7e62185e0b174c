import React from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Layout from '@theme/Layout';

/** Renders normally on the server, then throws in the browser, inside the page layout. */
function Crash(): React.JSX.Element {
  if (useIsBrowser()) {
    throw new Error('Dump could not be rendered', {
      cause: new Error('Unexpected token in JSON'),
    });
  }
  return <h1>Crash test</h1>;
}

/** Test-only page (see plugins/test-routes) for the crash screen. */
export default function CrashTrigger(): React.JSX.Element {
  return (
    <Layout title="Crash test" noFooter>
      <main className="container margin-vert--lg">
        <Crash />
      </main>
    </Layout>
  );
}
