// Swizzled (eject): the theme's version injects the translated notice as HTML; this one renders it as text, with the build's year.
import React from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {Props} from '@theme/Footer/Copyright';
import {withCopyrightYear} from '@site/src/lib/i18n/copyright';

/** The footer notice as plain text, with the build's year even in older translations. */
export default function FooterCopyright({copyright}: Props): React.JSX.Element {
  const {siteConfig} = useDocusaurusContext();
  const year = siteConfig.customFields!.buildYear as number;
  return <div className="footer__copyright">{withCopyrightYear(copyright, year)}</div>;
}
