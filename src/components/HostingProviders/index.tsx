import '@site/src/i18n/groups/hostingProviders';
import {memo, useId, useMemo, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {hostingProviders, providerCategories, type HostingProvider, type ProviderCategory} from '@site/src/data/hostingProviders';
import {providerSlug} from '@site/src/lib/providers/slug';
import RichText from './RichText';
import {nameMatchesFilter} from '@site/src/lib/providers/filter';
import {dataText, providerNoteId, providerStepId} from '@site/src/lib/i18n/dataStringIds';
import dataTranslations from '@site/src/i18n/dataStrings';
import styles from './styles.module.css';

function categoryTitle(category: ProviderCategory): string {
  switch (category) {
    case 'built-in':
      return translate({
        id: 'wiki.hostingProviders.category.builtIn.title',
        message: 'Geyser built in',
        description: 'Heading of the hosts that preinstall Geyser or install it in one click',
      });
    case 'supported':
      return translate({
        id: 'wiki.hostingProviders.category.supported.title',
        message: 'Works with a few steps',
        description: 'Heading of the hosts where Geyser works after some configuration',
      });
    case 'unsupported':
      return translate({
        id: 'wiki.hostingProviders.category.unsupported.title',
        message: 'Not supported',
        description: 'Heading of the hosts where Geyser does not work',
      });
  }
}

function categoryIntro(category: ProviderCategory): string {
  switch (category) {
    case 'built-in':
      return translate({
        id: 'wiki.hostingProviders.category.builtIn.intro',
        message: 'These hosts ship Geyser already installed, or install it with one click from their panel.',
      });
    case 'supported':
      return translate({
        id: 'wiki.hostingProviders.category.supported.intro',
        message:
          'Geyser runs on these hosts once you install it and sort out the Bedrock port as described. A few only sell servers in one region; their note says which.',
      });
    case 'unsupported':
      return translate({
        id: 'wiki.hostingProviders.category.unsupported.intro',
        message: 'Geyser does not work on these hosts. The note on each entry says why.',
      });
  }
}

// Data strings are translated in i18n/<locale>/site-translations/strings.json (see src/lib/i18n/dataStrings).
function translatedStep(slug: string, step: string, index: number): string {
  return dataText(dataTranslations, providerStepId(slug, index), step);
}

function translatedNote(slug: string, note: string): string {
  return dataText(dataTranslations, providerNoteId(slug), note);
}

/** One provider; memo, so that the filter renders again only the entries it shows or hides. */
const ProviderEntry = memo(function ProviderEntry({provider, hidden}: {provider: HostingProvider; hidden: boolean}): ReactNode {
  const slug = providerSlug(provider.name);
  const setupPage = useBaseUrl('/utilities/host-setup/');
  return (
    <li className={styles.provider} data-provider={provider.name} hidden={hidden}>
      <Heading as="h3" id={slug} className={styles.providerName}>
        <a href={provider.url} target="_blank" rel="noopener noreferrer">
          {provider.name}
        </a>
      </Heading>
      {provider.steps.length > 0 && (
        <ol className={styles.steps}>
          {provider.steps.map((step, index) => (
            <li key={index}>
              <RichText text={translatedStep(slug, step, index)} />
            </li>
          ))}
        </ol>
      )}
      {provider.note && (
        <p className={styles.note}>
          <strong className={styles.noteLabel}>
            <Translate id="wiki.hostingProviders.noteLabel" description="Label before the note of a hosting provider">
              Note:
            </Translate>
          </strong>{' '}
          <RichText text={translatedNote(slug, provider.note)} />
        </p>
      )}
      {/* A plain link: the guide's code is not fetched ahead for 91 entries. */}
      <p className={styles.setupLink}>
        <a href={`${setupPage}?host=${slug}`}>
          {provider.category === 'unsupported' ? (
            <Translate
              id="wiki.hostingProviders.setupLinkUnsupported"
              description="Link from an unsupported host's entry to the setup guide"
              values={{host: provider.name}}>
              {'What to do instead on {host}'}
            </Translate>
          ) : (
            <Translate
              id="wiki.hostingProviders.setupLink"
              description="Link from a host's entry to the setup guide made for that host"
              values={{host: provider.name}}>
              {'Steps and a config made for {host}'}
            </Translate>
          )}
        </a>
      </p>
    </li>
  );
});

/** Every provider, by category; the filter hides the entries it leaves out, and categories left empty. */
function ProviderList({visible}: {visible: readonly HostingProvider[]}): ReactNode {
  const shown = new Set(visible);
  return providerCategories.map((category) => (
    <section
      key={category}
      aria-labelledby={category}
      data-category={category}
      hidden={!visible.some((provider) => provider.category === category)}
      className={clsx(styles.category, category === 'unsupported' && styles.unsupported)}>
      <Heading as="h2" id={category}>
        {categoryTitle(category)}
      </Heading>
      <p>{categoryIntro(category)}</p>
      <ul className={styles.providerList}>
        {hostingProviders
          .filter((provider) => provider.category === category)
          .map((provider) => (
            <ProviderEntry key={provider.name} provider={provider} hidden={!shown.has(provider)} />
          ))}
      </ul>
    </section>
  ));
}

export default function HostingProviders(): ReactNode {
  const inputId = useId();
  const statusId = useId();
  const [rawQuery, setRawQuery] = useState('');
  const query = rawQuery.trim().toLocaleLowerCase();

  const visible = useMemo(() => hostingProviders.filter((provider) => nameMatchesFilter(provider.name, query)), [query]);

  return (
    <div className={styles.root}>
      <div className={styles.filter}>
        <label htmlFor={inputId} className={styles.filterLabel}>
          <Translate id="wiki.hostingProviders.filterLabel" description="Label of the box that filters hosting providers by name">
            Filter providers by name
          </Translate>
        </label>
        <input
          id={inputId}
          className={clsx('text-input', styles.filterInput)}
          type="search"
          value={rawQuery}
          onChange={(event) => setRawQuery(event.target.value)}
          placeholder={translate({
            id: 'wiki.hostingProviders.filterPlaceholder',
            message: 'For example: Aternos',
            description: 'Placeholder of the hosting provider filter box',
          })}
          autoComplete="off"
          spellCheck={false}
          aria-describedby={statusId}
        />
        <p id={statusId} className={styles.status} role="status" aria-live="polite">
          {visible.length === 0 ? (
            <Translate
              id="wiki.hostingProviders.noMatch"
              description="Shown when no hosting provider name matches the filter"
              values={{query: <q>{rawQuery.trim()}</q>}}>
              {'No provider matches {query}. Check the spelling, or read the advice above for hosts that are not listed.'}
            </Translate>
          ) : (
            <Translate
              id="wiki.hostingProviders.count"
              description="How many hosting providers the filter currently shows"
              values={{shown: visible.length, total: hostingProviders.length}}>
              {'Showing {shown} of {total} providers.'}
            </Translate>
          )}
        </p>
      </div>

      <ProviderList visible={visible} />
    </div>
  );
}
