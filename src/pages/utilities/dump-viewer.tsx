import '@site/src/i18n/groups/dumpViewer';
import React from 'react';
import Layout from '@theme/Layout';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import DumpTools from '@site/src/components/DumpViewer/DumpTools';

export default function DumpViewerPage(): React.JSX.Element {
  return (
    <Layout
      title={translate({id: 'utilities.dumpViewer.title', message: 'Dump Viewer'})}
      description={translate({
        id: 'utilities.dumpViewer.description',
        message: 'Read a Geyser dump: versions, platform, plugins and config at a glance.',
      })}>
      <main className="container margin-vert--lg">
        <Heading as="h1">
          <Translate id="utilities.dumpViewer.title">Dump Viewer</Translate>
        </Heading>
        <p>
          <Translate id="utilities.dumpViewer.intro">
            Run /geyser dump on your server, then open the link it prints to see your server's versions, platform, plugins and config in one place.
          </Translate>
        </p>
        <DumpTools />
      </main>
    </Layout>
  );
}
