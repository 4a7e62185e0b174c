import '@site/src/i18n/groups/download';
import React, {useCallback} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import clsx from 'clsx';
import {searchForTab, tabFromSearch} from '@site/src/lib/downloads/projectTab';
import {downloadTabs, projectsForTab, type DownloadTab} from '@site/src/data/downloadProjects';
import ProjectDownload from '@site/src/components/ProjectDownload';
import PlatformChoice from './PlatformChoice';
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
        message: 'The companion plugin that lets Bedrock players join online-mode servers without a Java account. Install it next to Geyser.',
      });
    case 'other-projects':
      return translate({
        id: 'download.other.description',
        message: 'Extensions, plugins and packs that build on Geyser. Each project page explains what it adds.',
      });
  }
}

export default function DownloadTabs(): React.JSX.Element {
  const location = useLocation();
  const history = useHistory();
  // The static HTML has no query string; read it only after hydration to avoid a mismatch.
  const isBrowser = useIsBrowser();
  const active = isBrowser ? tabFromSearch(location.search) : 'geyser';

  const select = useCallback((tab: DownloadTab) => history.replace({...location, search: searchForTab(location.search, tab)}), [history, location]);

  const onKeyDown = (event: React.KeyboardEvent) => {
    const index = downloadTabs.indexOf(active);
    const rtl = document.documentElement.dir === 'rtl';
    let next: DownloadTab;
    if (event.key === 'Home') next = downloadTabs[0];
    else if (event.key === 'End') next = downloadTabs[downloadTabs.length - 1];
    else if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      const step = (event.key === 'ArrowRight') !== rtl ? 1 : -1;
      next = downloadTabs[(index + step + downloadTabs.length) % downloadTabs.length];
    } else return;
    event.preventDefault();
    select(next);
    document.getElementById(`download-tab-${next}`)?.focus();
  };

  const projects = projectsForTab(active);

  return (
    <div>
      <div role="tablist" aria-label={translate({id: 'download.tabs.label', message: 'Projects'})} className={clsx('tabs', styles.tabs)}>
        {downloadTabs.map((tab) => (
          <button
            key={tab}
            id={`download-tab-${tab}`}
            type="button"
            role="tab"
            aria-selected={tab === active}
            aria-controls="download-panel"
            tabIndex={tab === active ? 0 : -1}
            className={clsx('tabs__item', styles.tab, tab === active && 'tabs__item--active')}
            onClick={() => select(tab)}
            onKeyDown={onKeyDown}>
            {tabLabel(tab)}
          </button>
        ))}
      </div>
      <section id="download-panel" role="tabpanel" aria-labelledby={`download-tab-${active}`} className={styles.panel}>
        <Heading as="h2">{tabLabel(active)}</Heading>
        <p>{tabDescription(active)}</p>
        <PlatformChoice tab={active} />
        {projects.map((project) => (
          <ProjectDownload key={project.projectId} project={project} showName={active === 'other-projects'} />
        ))}
      </section>
    </div>
  );
}
