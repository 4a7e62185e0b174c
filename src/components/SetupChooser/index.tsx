import '@site/src/i18n/groups/setupChooser';
import React, {useEffect, useId, useRef, useState, type KeyboardEvent} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useLocation} from '@docusaurus/router';
import styles from './styles.module.css';

type HostType = 'provider' | 'self';

const HOST_TYPES: readonly HostType[] = ['provider', 'self'];

interface Guide {
  key: string;
  to: string;
  /** Which family of server software the guide belongs to. */
  category: string;
  title: string;
  description: string;
}

interface HostOption {
  type: HostType;
  label: string;
  hint: string;
}

function useHostOptions(): HostOption[] {
  return [
    {
      type: 'provider',
      label: translate({id: 'wiki.setupChooser.host.provider.label', message: 'Host Provider'}),
      hint: translate({
        id: 'wiki.setupChooser.host.provider.hint',
        message: 'You rent the server from a hosting company and manage it through a web panel.',
      }),
    },
    {
      type: 'self',
      label: translate({id: 'wiki.setupChooser.host.self.label', message: 'Self Host'}),
      hint: translate({
        id: 'wiki.setupChooser.host.self.hint',
        message: 'The server runs on your own computer, a VPS or a dedicated machine you control.',
      }),
    },
  ];
}

function useCategories() {
  return {
    paper: translate({id: 'wiki.setupChooser.category.paperSpigot', message: 'Paper / Spigot'}),
    modded: translate({id: 'wiki.setupChooser.category.modded', message: 'Modded Servers'}),
    proxy: translate({id: 'wiki.setupChooser.category.proxy', message: 'Proxy Servers'}),
    viaproxy: translate({id: 'wiki.setupChooser.category.viaproxy', message: 'ViaProxy'}),
    standalone: translate({id: 'wiki.setupChooser.category.standalone', message: 'Standalone'}),
  };
}

function useProviderGuides(): Guide[] {
  const category = useCategories();
  return [
    {
      key: 'paper-spigot',
      to: '/wiki/geyser/setup/provider/paper-spigot/',
      category: category.paper,
      title: translate({id: 'wiki.setupChooser.provider.paperSpigot.title', message: 'Paper or Spigot'}),
      description: translate({
        id: 'wiki.setupChooser.provider.paperSpigot.description',
        message: 'Upload the Geyser plugin to a rented plugin server and open a Bedrock port.',
      }),
    },
    {
      key: 'fabric',
      to: '/wiki/geyser/setup/provider/fabric/',
      category: category.modded,
      title: translate({id: 'wiki.setupChooser.provider.fabric.title', message: 'Fabric'}),
      description: translate({
        id: 'wiki.setupChooser.provider.fabric.description',
        message: 'Add the Geyser mod and Fabric API to a hosted Fabric server.',
      }),
    },
    {
      key: 'neoforge',
      to: '/wiki/geyser/setup/provider/neoforge/',
      category: category.modded,
      title: translate({id: 'wiki.setupChooser.provider.neoforge.title', message: 'NeoForge'}),
      description: translate({
        id: 'wiki.setupChooser.provider.neoforge.description',
        message: 'Drop the Geyser mod into the mods folder of a hosted NeoForge server.',
      }),
    },
    {
      key: 'bungeecord',
      to: '/wiki/geyser/setup/provider/bungeecord/',
      category: category.proxy,
      title: translate({id: 'wiki.setupChooser.provider.bungeecord.title', message: 'BungeeCord'}),
      description: translate({
        id: 'wiki.setupChooser.provider.bungeecord.description',
        message: 'Put Geyser on a hosted BungeeCord or Waterfall proxy in front of your network.',
      }),
    },
    {
      key: 'velocity',
      to: '/wiki/geyser/setup/provider/velocity/',
      category: category.proxy,
      title: translate({id: 'wiki.setupChooser.provider.velocity.title', message: 'Velocity'}),
      description: translate({
        id: 'wiki.setupChooser.provider.velocity.description',
        message: 'Run Geyser once on a hosted Velocity proxy for every server behind it.',
      }),
    },
  ];
}

function useSelfHostGuides(): Guide[] {
  const category = useCategories();
  return [
    {
      key: 'paper-spigot',
      to: '/wiki/geyser/setup/self/paper-spigot/',
      category: category.paper,
      title: translate({id: 'wiki.setupChooser.self.paperSpigot.title', message: 'Paper or Spigot'}),
      description: translate({
        id: 'wiki.setupChooser.self.paperSpigot.description',
        message: 'Install the plugin on your own plugin server and forward the Bedrock port.',
      }),
    },
    {
      key: 'modded-servers',
      to: '/wiki/geyser/setup/self/modded-servers/',
      category: category.modded,
      title: translate({id: 'wiki.setupChooser.self.modded.title', message: 'Fabric or NeoForge'}),
      description: translate({
        id: 'wiki.setupChooser.self.modded.description',
        message: 'Run Geyser as a server-side mod on a modded server you host.',
      }),
    },
    {
      key: 'proxy-servers',
      to: '/wiki/geyser/setup/self/proxy-servers/',
      category: category.proxy,
      title: translate({id: 'wiki.setupChooser.self.proxy.title', message: 'BungeeCord or Velocity'}),
      description: translate({
        id: 'wiki.setupChooser.self.proxy.description',
        message: 'Install Geyser on your proxy only and let it reach every backend server.',
      }),
    },
    {
      key: 'viaproxy',
      to: '/wiki/geyser/setup/self/viaproxy/',
      category: category.viaproxy,
      title: translate({id: 'wiki.setupChooser.self.viaproxy.title', message: 'Geyser as a ViaProxy plugin'}),
      description: translate({
        id: 'wiki.setupChooser.self.viaproxy.description',
        message: 'Reach Java servers of older or different versions through ViaProxy.',
      }),
    },
    {
      key: 'standalone',
      to: '/wiki/geyser/setup/self/standalone/',
      category: category.standalone,
      title: translate({id: 'wiki.setupChooser.self.standalone.title', message: 'Geyser Standalone'}),
      description: translate({
        id: 'wiki.setupChooser.self.standalone.description',
        message: 'Start Geyser as its own program and point it at any Java server.',
      }),
    },
  ];
}

function GuideCard({guide}: {guide: Guide}): React.JSX.Element {
  return (
    <li className={styles.guideItem}>
      <Link to={guide.to} className={styles.guideCard}>
        <span className={styles.guideCategory}>{guide.category}</span>
        <span className={styles.guideTitle}>
          {guide.title}
          <span className={styles.arrow} aria-hidden="true" />
        </span>
        <span className={styles.guideDescription}>{guide.description}</span>
      </Link>
    </li>
  );
}

function isHostType(value: string | null): value is HostType {
  return value === 'provider' || value === 'self';
}

/**
 * Two-step picker for the Geyser setup guides: first where the server runs,
 * then which server software it uses. Both panels are rendered, so every guide
 * link is in the static HTML; the inactive panel is only hidden.
 */
export default function SetupChooser(): React.JSX.Element {
  const {i18n} = useDocusaurusContext();
  const isRtl = i18n.localeConfigs[i18n.currentLocale]?.direction === 'rtl';
  const location = useLocation();
  const baseId = useId();
  const [host, setHost] = useState<HostType>('provider');
  const tabRefs = useRef<Record<HostType, HTMLButtonElement | null>>({provider: null, self: null});

  const hostOptions = useHostOptions();
  const providerGuides = useProviderGuides();
  const selfGuides = useSelfHostGuides();

  // Allow links such as ?host=self to open the matching panel. Read after
  // hydration so the server-rendered markup and the first client render agree.
  useEffect(() => {
    const requested = new URLSearchParams(location.search).get('host');
    if (isHostType(requested)) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- read after hydration, as said above; the reader can still pick the other panel
      setHost(requested);
    }
  }, [location.search]);

  const tabId = (type: HostType) => `${baseId}-tab-${type}`;
  const panelId = (type: HostType) => `${baseId}-panel-${type}`;

  const select = (type: HostType, focus: boolean) => {
    setHost(type);
    if (focus) {
      tabRefs.current[type]?.focus();
    }
  };

  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = HOST_TYPES.indexOf(host);
    const last = HOST_TYPES.length - 1;
    const forward = isRtl ? 'ArrowLeft' : 'ArrowRight';
    const backward = isRtl ? 'ArrowRight' : 'ArrowLeft';
    let next: number | null = null;
    if (event.key === forward || event.key === 'ArrowDown') {
      next = index === last ? 0 : index + 1;
    } else if (event.key === backward || event.key === 'ArrowUp') {
      next = index === 0 ? last : index - 1;
    } else if (event.key === 'Home') {
      next = 0;
    } else if (event.key === 'End') {
      next = last;
    }
    if (next !== null) {
      event.preventDefault();
      select(HOST_TYPES[next], true);
    }
  };

  return (
    <div className={styles.chooser}>
      <p className={styles.stepLabel} id={`${baseId}-step-host`}>
        <span className={styles.stepNumber} aria-hidden="true">
          1
        </span>
        <Translate id="wiki.setupChooser.step.host">Where does your Java server run?</Translate>
      </p>
      <div className={styles.hostList} role="tablist" aria-labelledby={`${baseId}-step-host`}>
        {hostOptions.map((option) => {
          const selected = option.type === host;
          return (
            <button
              key={option.type}
              ref={(element) => {
                tabRefs.current[option.type] = element;
              }}
              type="button"
              role="tab"
              id={tabId(option.type)}
              aria-selected={selected}
              aria-controls={panelId(option.type)}
              tabIndex={selected ? 0 : -1}
              className={clsx(styles.hostTab, selected && styles.hostTabSelected)}
              onClick={() => select(option.type, false)}
              onKeyDown={onTabKeyDown}>
              <span className={styles.hostLabel}>{option.label}</span>
              <span className={styles.hostHint}>{option.hint}</span>
            </button>
          );
        })}
      </div>

      <div role="tabpanel" id={panelId('provider')} aria-labelledby={tabId('provider')} hidden={host !== 'provider'} className={styles.panel}>
        <p className={styles.stepLabel}>
          <span className={styles.stepNumber} aria-hidden="true">
            2
          </span>
          <Translate id="wiki.setupChooser.step.providerPlatform">{"Which server software did you pick in your host's panel?"}</Translate>
        </p>
        <ul className={styles.guideGrid}>
          {providerGuides.map((guide) => (
            <GuideCard key={guide.key} guide={guide} />
          ))}
        </ul>
        <p className={styles.hostSetup}>
          <Link to="/utilities/host-setup/">
            <Translate id="wiki.setupChooser.provider.hostSetup">
              Know your host? Get the steps and a config.yml made for it and your server software
            </Translate>
          </Link>
        </p>
        <p className={styles.note}>
          <Translate
            id="wiki.setupChooser.provider.note"
            values={{
              providersLink: (
                <Link to="/wiki/geyser/supported-hosting-providers/">
                  {translate({
                    id: 'wiki.setupChooser.provider.note.link',
                    message: 'supported hosting providers',
                  })}
                </Link>
              ),
            }}>
            {'Many hosts need one or two extra steps for the Bedrock port. Look yours up on the {providersLink} page before you start.'}
          </Translate>
        </p>
        <p className={styles.note}>
          <Translate id="wiki.setupChooser.provider.selfOnly">
            {'ViaProxy and Geyser Standalone need a machine where you can run your own programs, so they are listed under Self Host.'}
          </Translate>
        </p>
      </div>

      <div role="tabpanel" id={panelId('self')} aria-labelledby={tabId('self')} hidden={host !== 'self'} className={styles.panel}>
        <p className={styles.stepLabel}>
          <span className={styles.stepNumber} aria-hidden="true">
            2
          </span>
          <Translate id="wiki.setupChooser.step.selfPlatform">What does your server run on?</Translate>
        </p>
        <ul className={styles.guideGrid}>
          {selfGuides.map((guide) => (
            <GuideCard key={guide.key} guide={guide} />
          ))}
        </ul>
        <p className={styles.note}>
          <Translate id="wiki.setupChooser.self.note">
            {'A VPS or dedicated server counts as self-hosting: you install Java and open ports yourself.'}
          </Translate>
        </p>
      </div>
    </div>
  );
}
