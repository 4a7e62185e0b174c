// Swizzled (wrap): translator-only locales (crp) are noindex and are not offered as
// hreflang alternates; the original renders everything else unchanged.
import React, {useMemo} from 'react';
import SiteMetadata from '@theme-original/SiteMetadata';
import type SiteMetadataType from '@theme/SiteMetadata';
import type {DocusaurusContext, WrapperProps} from '@docusaurus/types';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
// The context that useDocusaurusContext reads; the original gets a copy without those locales.
import {Context} from '@docusaurus/core/lib/client/docusaurusContext';
import {translatorOnlyLocales} from '@site/src/data/locales';

type Props = WrapperProps<typeof SiteMetadataType>;

function withoutTranslatorLocales(context: DocusaurusContext): DocusaurusContext {
  const keep = (locale: string) => !translatorOnlyLocales.includes(locale);
  return {
    ...context,
    i18n: {
      ...context.i18n,
      locales: context.i18n.locales.filter(keep),
      localeConfigs: Object.fromEntries(Object.entries(context.i18n.localeConfigs).filter(([locale]) => keep(locale))),
    },
  };
}

export default function SiteMetadataWrapper(props: Props): React.JSX.Element {
  const context = useDocusaurusContext();
  const forTranslators = translatorOnlyLocales.includes(context.i18n.currentLocale);
  const filtered = useMemo(() => withoutTranslatorLocales(context), [context]);
  if (forTranslators) {
    // The translators' copy of a page: its alternates may name it, search engines skip it.
    return (
      <>
        <SiteMetadata {...props} />
        <Head>
          <meta name="robots" content="noindex" />
        </Head>
      </>
    );
  }
  return (
    <Context.Provider value={filtered}>
      <SiteMetadata {...props} />
    </Context.Provider>
  );
}
