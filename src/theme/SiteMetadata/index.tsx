// Wrapped: the translators' copy of the site (crp) is kept out of search engines.
import React from 'react';
import SiteMetadata from '@theme-original/SiteMetadata';
import type SiteMetadataType from '@theme/SiteMetadata';
import type {WrapperProps} from '@docusaurus/types';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {translatorOnlyLocales} from '@site/src/data/locales';

type Props = WrapperProps<typeof SiteMetadataType>;

export default function SiteMetadataWrapper(props: Props): React.JSX.Element {
  const {i18n} = useDocusaurusContext();
  return (
    <>
      <SiteMetadata {...props} />
      {translatorOnlyLocales.includes(i18n.currentLocale) && (
        <Head>
          <meta name="robots" content="noindex" />
        </Head>
      )}
    </>
  );
}
