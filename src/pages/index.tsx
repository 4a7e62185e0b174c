import '@site/src/i18n/groups/home';
import React from 'react';
import Layout from '@theme/Layout';
import {translate} from '@docusaurus/Translate';
import HomeHero from '@site/src/components/HomeHero';
import HomeFeatures from '@site/src/components/HomeFeatures';

export default function Home(): React.JSX.Element {
  return (
    <Layout
      title={translate({id: 'home.title', message: 'Crossplay for Minecraft servers'})}
      description={translate({
        id: 'home.description',
        message: 'Geyser lets Minecraft: Bedrock Edition players join Minecraft: Java Edition servers.',
      })}>
      <HomeHero />
      <main>
        <HomeFeatures />
      </main>
    </Layout>
  );
}
