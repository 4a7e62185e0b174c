import React, {useCallback} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import clsx from 'clsx';
import {downloadTabs, searchForTab, tabFromSearch, type DownloadTab} from '@site/src/lib/download/projectTab';
import {downloadProjects, latestDownloadUrl} from '@site/src/data/downloadProjects';
import type {ServiceUrls} from '@site/src/lib/config/serviceUrls';
import styles from './styles.module.css';

function tabLabel(tab: DownloadTab): string {
  switch (tab) {
    case 'geyser':
      return 'Geyser';
    case 'floodgate':
      return 'Floodgate';
    case 'other-projects':
      return translate({id: 'download.tab.otherProjects', message: 'Other projects'});
  }
}

function tabDescription(tab: DownloadTab): string {
  switch (tab) {
    case 'geyser':
      return translate({
        id: 'download.geyser.description',
        message: 'The bridge itself: it lets Minecraft: Bedrock Edition players join your Java Edition server.',
      });
    case 'floodgate':
      return translate({
        id: 'download.floodgate.description',
        message:
          'The companion plugin that lets Bedrock players join online-mode servers without a Java account. Install it next to Geyser.',
      });
    case 'other-projects':
      return translate({
        id: 'download.other.description',
        message: 'Extensions, plugins and packs that build on Geyser. Each project page explains what it adds.',
      });
  }
}

const otherProjects: {name: string; to: string; descriptionId: string; description: string}[] = [
  {
    name: 'GeyserConnect',
    to: '/wiki/other/geyserconnect/',
    descriptionId: 'download.other.geyserconnect',
    description: 'A server list for Bedrock players, so they can pick any Java server to join.',
  },
  {
    name: 'GeyserOptionalPack',
    to: '/wiki/other/geyseroptionalpack/',
    descriptionId: 'download.other.geyseroptionalpack',
    description: 'An optional Bedrock resource pack that makes several Java features look right.',
  },
  {
    name: 'ThirdPartyCosmetics',
    to: '/wiki/other/thirdpartycosmetics/',
    descriptionId: 'download.other.thirdpartycosmetics',
    description: 'A Geyser extension that shows capes and ears from third-party cosmetic services.',
  },
  {
    name: 'Hurricane',
    to: '/wiki/other/hurricane/',
    descriptionId: 'download.other.hurricane',
    description: 'A server plugin with workarounds for differences Bedrock players run into.',
  },
];

export default function DownloadTabs(): React.JSX.Element {
  const location = useLocation();
  const history = useHistory();
  const {siteConfig} = useDocusaurusContext();
  const {downloadsApi} = siteConfig.customFields!.serviceUrls as ServiceUrls;
  // The static HTML has no query string; read it only after hydration to avoid a mismatch.
  const isBrowser = useIsBrowser();
  const active = isBrowser ? tabFromSearch(location.search) : 'geyser';

  const select = useCallback(
    (tab: DownloadTab) => history.replace({...location, search: searchForTab(location.search, tab)}),
    [history, location],
  );

  const onKeyDown = (event: React.KeyboardEvent) => {
    const index = downloadTabs.indexOf(active);
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const dir = document.documentElement.dir === 'rtl' ? -step : step;
    const next = downloadTabs[(index + dir + downloadTabs.length) % downloadTabs.length];
    select(next);
    document.getElementById(`download-tab-${next}`)?.focus();
  };

  const project = downloadProjects.find((p) => p.tab === active);

  return (
    <div>
      <div role="tablist" aria-label={translate({id: 'download.tabs.label', message: 'Projects'})} className={clsx('tabs', styles.tabs)} onKeyDown={onKeyDown}>
        {downloadTabs.map((tab) => (
          <button
            key={tab}
            id={`download-tab-${tab}`}
            type="button"
            role="tab"
            aria-selected={tab === active}
            aria-controls="download-panel"
            tabIndex={tab === active ? 0 : -1}
            className={clsx('tabs__item', tab === active && 'tabs__item--active')}
            onClick={() => select(tab)}>
            {tabLabel(tab)}
          </button>
        ))}
      </div>
      <section id="download-panel" role="tabpanel" aria-labelledby={`download-tab-${active}`} className={styles.panel}>
        <Heading as="h2">{tabLabel(active)}</Heading>
        <p>{tabDescription(active)}</p>
        {project ? (
          <>
            <ul className={styles.buttons}>
              {project.platforms.map((platform) => (
                <li key={platform.downloadName}>
                  <a className="button button--primary" href={latestDownloadUrl(downloadsApi, project.projectId, platform.downloadName)}>
                    {platform.label}
                  </a>
                </li>
              ))}
            </ul>
            <p>
              <Link to={project.guide}>
                <Translate id="download.setupGuide">Read the setup guide</Translate>
              </Link>
            </p>
          </>
        ) : (
          <ul className={styles.projects}>
            {otherProjects.map((item) => (
              <li key={item.name}>
                <Heading as="h3">{item.name}</Heading>
                <p>{translate({id: item.descriptionId, message: item.description})}</p>
                <Link to={item.to}>
                  <Translate id="download.other.readMore" values={{name: item.name}}>
                    {'About {name}'}
                  </Translate>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
