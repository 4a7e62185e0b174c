import '@site/src/i18n/groups/logChecker';
import React from 'react';
import Layout from '@theme/Layout';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import LogChecker from '@site/src/components/LogChecker';

export default function LogCheckerPage(): React.JSX.Element {
  return (
    <Layout
      title={translate({id: 'utilities.logChecker.title', message: 'Log Checker'})}
      description={translate({
        id: 'utilities.logChecker.description',
        message: 'Find known Geyser and Floodgate problems in a server log, with the lines that show them and how to fix each.',
      })}>
      <main className="container margin-vert--lg">
        <Heading as="h1">
          <Translate id="utilities.logChecker.title">Log Checker</Translate>
        </Heading>
        <p>
          <Translate id="utilities.logChecker.intro">
            Paste a server log or choose the file to find the problems this wiki knows: the lines that show each one, what it means and how to fix it,
            most serious first, and what the log says about your setup.
          </Translate>
        </p>
        <LogChecker />
      </main>
    </Layout>
  );
}
