import type {ReactNode} from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useLocation} from '@docusaurus/router';
import {defaultLocaleUrl} from '@site/src/lib/i18n/localeUrl';
import styles from './styles.module.css';

/**
 * Shown above a translated page whose English page has changed since it was translated:
 * says so and links to the same page in English.
 */
export default function OutdatedTranslationNotice(): ReactNode {
  const {i18n, siteConfig} = useDocusaurusContext();
  const {pathname} = useLocation();
  const englishUrl = defaultLocaleUrl(pathname, siteConfig.baseUrl, i18n.localeConfigs[i18n.currentLocale]?.path ?? i18n.currentLocale);
  return (
    <div className={clsx('alert alert--warning', styles.notice)} role="note" data-pagefind-ignore="all">
      <Translate
        id="translation.outdated.notice"
        description="Shown above a translated wiki page whose English page has changed since it was translated; {englishLink} is the link to the English page"
        values={{
          englishLink: (
            // Another locale is another single-page app: a full page load, not a client-side route.
            <a href={englishUrl} hrefLang={i18n.defaultLocale} target="_self">
              <Translate id="translation.outdated.link" description="The link to the English page in the outdated-translation notice">
                Read the English version.
              </Translate>
            </a>
          ),
        }}>
        {'This translation is older than the English page. It may be out of date. {englishLink}'}
      </Translate>
    </div>
  );
}
