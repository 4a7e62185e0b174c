import '@site/src/i18n/groups/configEditor';
import React from 'react';
import Layout from '@theme/Layout';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import ConfigEditor from '@site/src/components/ConfigEditor';

export default function ConfigEditorPage(): React.JSX.Element {
  return (
    <Layout
      title={translate({id: 'utilities.configEditor.title', message: 'Config Editor'})}
      description={translate({
        id: 'utilities.configEditor.description',
        message: 'Edit a Geyser config.yml in your browser and export it with your comments intact.',
      })}>
      <main className="container margin-vert--lg">
        <Heading as="h1">
          <Translate id="utilities.configEditor.title">Config Editor</Translate>
        </Heading>
        <p>
          <Translate id="utilities.configEditor.intro">
            Load your Geyser config.yml, change its options in a form, and download a file Geyser accepts.
          </Translate>
        </p>
        <ConfigEditor />
      </main>
    </Layout>
  );
}
