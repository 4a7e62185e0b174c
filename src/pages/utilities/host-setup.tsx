import '@site/src/i18n/groups/hostSetup';
import React from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import HostSetup from '@site/src/components/HostSetup';

export default function HostSetupPage(): React.JSX.Element {
  return (
    <Layout
      title={translate({id: 'utilities.hostSetup.title', message: 'Set Up Geyser on Your Host'})}
      description={translate({
        id: 'utilities.hostSetup.description',
        message: 'Pick your server host and server software, and get the steps and a Geyser config made for them.',
      })}>
      <main className="container margin-vert--lg">
        <Heading as="h1">
          <Translate id="utilities.hostSetup.title">Set Up Geyser on Your Host</Translate>
        </Heading>
        <p className="running-text">
          <Translate
            id="utilities.hostSetup.intro"
            values={{
              list: (
                <Link to="/wiki/geyser/supported-hosting-providers/">
                  <Translate id="utilities.hostSetup.providersList">hosting providers list</Translate>
                </Link>
              ),
            }}>
            {
              "Pick the company you rent your server from and the software it runs. You get the steps for exactly that setup, and a Geyser config with your host's port rule already in it. Every host's own steps are also on the {list}."
            }
          </Translate>
        </p>
        <HostSetup />
      </main>
    </Layout>
  );
}
