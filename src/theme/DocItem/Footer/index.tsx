// Wrapped: "Copy page" before the theme's footer (edit link, last update), "Was this page helpful?" after it.
import type {ReactNode} from 'react';
import Footer from '@theme-original/DocItem/Footer';
import {useActivePlugin, useDoc} from '@docusaurus/plugin-content-docs/client';
import PageActions from '@site/src/components/PageActions';
import PageFeedback from '@site/src/components/PageFeedback';

export default function FooterWrapper(): ReactNode {
  const {metadata} = useDoc();
  // The wiki's own pages have Markdown twins (plugins/page-markdown); the API reference has not.
  const wiki = useActivePlugin()?.pluginId === 'default';
  return (
    <>
      {wiki && <PageActions permalink={metadata.permalink} />}
      <Footer />
      {wiki && <PageFeedback title={metadata.title} permalink={metadata.permalink} />}
    </>
  );
}
