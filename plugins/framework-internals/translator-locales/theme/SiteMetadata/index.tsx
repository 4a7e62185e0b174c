// Wrapped: translator-only locales (crp) are not offered as hreflang alternates
// of the other locales' pages. The theme has no setting for it, so the original
// is given a copy of Docusaurus's context without those locales, through the
// context's internal provider. (The crp pages themselves are noindex:
// src/theme/SiteMetadata, which needs no internals.)
import React, {useMemo} from 'react';
// The classic theme's own: `@theme-init/SiteMetadata` is Docusaurus's empty fallback.
import SiteMetadata from '@docusaurus/theme-classic/lib/theme/SiteMetadata';
import type SiteMetadataType from '@theme/SiteMetadata';
import type {DocusaurusContext, WrapperProps} from '@docusaurus/types';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
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

export default function SiteMetadataWithoutTranslatorLocales(props: Props): React.JSX.Element {
  const context = useDocusaurusContext();
  const filtered = useMemo(() => withoutTranslatorLocales(context), [context]);
  // The translators' own pages may name themselves among the alternates.
  if (translatorOnlyLocales.includes(context.i18n.currentLocale)) return <SiteMetadata {...props} />;
  return (
    <Context.Provider value={filtered}>
      <SiteMetadata {...props} />
    </Context.Provider>
  );
}
