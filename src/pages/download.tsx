import '@site/src/i18n/groups/download';
import React from 'react';
import Layout from '@theme/Layout';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import DownloadTabs from '@site/src/components/DownloadTabs';
import DownloadCheck from '@site/src/components/DownloadCheck';

export default function DownloadPage(): React.JSX.Element {
  return (
    <Layout
      title={translate({id: 'download.title', message: 'Download'})}
      description={translate({
        id: 'download.metaDescription',
        message: 'Download the latest builds of Geyser, Floodgate and the other GeyserMC projects.',
      })}>
      <main className="container margin-vert--lg">
        <Heading as="h1">
          <Translate id="download.title">Download</Translate>
        </Heading>
        <DownloadTabs />
        <DownloadCheck />
      </main>
    </Layout>
  );
}
