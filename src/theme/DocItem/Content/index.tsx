// Wrapped to put the outdated-translation notice above a translated page whose English page changed (build-time flag).
import type {ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import OutdatedTranslationNotice from '@site/src/i18n/OutdatedTranslationNotice';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  const {frontMatter} = useDoc();
  // Set by the site config's parseFrontMatter (plugins/i18n/translationRecords.ts).
  const outdated = (frontMatter as {translation_outdated?: unknown}).translation_outdated === true;
  return (
    <>
      {outdated && <OutdatedTranslationNotice />}
      <Content {...props} />
    </>
  );
}
