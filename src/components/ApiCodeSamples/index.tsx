// An API operation's request samples, made when the site is built
// (plugins/framework-internals, apiCodeSamples): in every language and variant
// the API theme offers, in the theme's own language and variant tabs, each
// highlighted at build time. No code generator runs in the browser.
import React from 'react';
import CodeBlock from '@theme/CodeBlock';
import CodeTabs from '@theme/ApiExplorer/CodeTabs';
import type {CodeSampleLanguage} from '@site/plugins/framework-internals/api-code-samples/generate';

export type {CodeSampleLanguage};

type TabProps = {value: string; label: string; attributes: {className: string}; children: React.ReactNode; hidden?: boolean; className?: string};

/** One tab's panel, as the theme's CodeSnippets renders it. */
function CodeTab({children, hidden, className}: TabProps): React.JSX.Element {
  return (
    <div role="tabpanel" className={className} hidden={hidden}>
      {children}
    </div>
  );
}

export default function ApiCodeSamples({samples}: {samples: readonly CodeSampleLanguage[]}): React.JSX.Element | null {
  if (samples.length === 0) return null;
  return (
    <CodeTabs groupId="code-samples" languageSet={[...samples]} defaultValue={samples[0].language} lazy>
      {samples.map((lang) => (
        <CodeTab
          key={lang.language}
          value={lang.language}
          label={lang.language}
          attributes={{className: `openapi-tabs__code-item--${lang.logoClass}`}}>
          <CodeTabs
            className="openapi-tabs__code-container-inner"
            includeVariant
            currentLanguage={lang}
            languageSet={[...samples]}
            defaultValue={lang.variants[0]?.variant.toLowerCase()}
            lazy>
            {lang.variants.map((sample) => (
              <CodeTab
                key={`${lang.language}-${sample.variant}`}
                value={sample.variant.toLowerCase()}
                label={sample.variant.toUpperCase()}
                attributes={{className: 'openapi-tabs__code-item--variant'}}>
                <CodeBlock
                  language={lang.highlight}
                  className="openapi-explorer__code-block"
                  showLineNumbers
                  // Tokens from the build (build-time highlighting): no Prism in the browser.
                  {...{prerenderedTokens: sample.tokens}}>
                  {sample.code}
                </CodeBlock>
              </CodeTab>
            ))}
          </CodeTabs>
        </CodeTab>
      ))}
    </CodeTabs>
  );
}
