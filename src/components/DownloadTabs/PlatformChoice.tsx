import '@site/src/i18n/groups/download';
import React from 'react';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import type {DownloadTab} from '@site/src/data/downloadProjects';
import styles from './styles.module.css';

/** Short advice on which platform's file to pick, for the tabs that offer several. */
export default function PlatformChoice({tab}: {tab: DownloadTab}): React.JSX.Element | null {
  if (tab === 'geyser') {
    return (
      <div className={styles.choice}>
        <Heading as="h3">
          <Translate id="download.choice.heading">Which file do I need?</Translate>
        </Heading>
        <dl>
          <dt>Spigot/Paper</dt>
          <dd>
            <Translate id="download.choice.geyser.spigot">
              For a single server running Paper, Spigot, Purpur or another Bukkit-based fork. This is the most common choice.
            </Translate>
          </dd>
          <dt>BungeeCord · Velocity</dt>
          <dd>
            <Translate id="download.choice.geyser.proxy">
              For a network behind a proxy: install Geyser on the proxy only, not on the servers behind it.
            </Translate>
          </dd>
          <dt>Fabric · NeoForge</dt>
          <dd>
            <Translate id="download.choice.geyser.modded">
              For a modded server; the mod goes in the mods folder. Bedrock players cannot see content added by other mods.
            </Translate>
          </dd>
          <dt>ViaProxy</dt>
          <dd>
            <Translate id="download.choice.geyser.viaproxy">
              A plugin for ViaProxy, which lets Bedrock players join Java servers of many versions without installing anything on them.
            </Translate>
          </dd>
          <dt>Standalone</dt>
          <dd>
            <Translate id="download.choice.geyser.standalone">
              Runs as its own program next to any Java server, even one you cannot install plugins on. Without Floodgate on that server, Bedrock
              players also need a Java account.
            </Translate>
          </dd>
        </dl>
      </div>
    );
  }
  if (tab === 'floodgate') {
    return (
      <div className={styles.choice}>
        <Heading as="h3">
          <Translate id="download.choice.heading">Which file do I need?</Translate>
        </Heading>
        <p>
          <Translate id="download.choice.floodgate">
            Pick the same platform as your Geyser install. On a proxy network, Floodgate goes on the proxy and on every server behind it, and they all
            share the proxy's key.pem file. Fabric and NeoForge builds are published on Modrinth.
          </Translate>
        </p>
      </div>
    );
  }
  return null;
}
