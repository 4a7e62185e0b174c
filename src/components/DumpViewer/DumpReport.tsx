import '@site/src/i18n/groups/dumpViewer';
import {type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import type {Finding} from '@site/src/lib/dump/diagnostics';
import {formatMegabytes} from '@site/src/lib/dump/format';
import type {DumpModel, ExtensionInfo, Listener, ResourcePackInfo} from '@site/src/lib/dump/model';
import DumpJarCheck from '@site/src/components/DumpJarCheck';
import ConfigTree from './ConfigTree';
import Diagnostics from './Diagnostics';
import {Pager, usePagedList} from './Pager';
import PluginList from './PluginList';
import {ExternalLink, Field, Fields, InlineList, NotProvided, Section, Table, YesNo} from './parts';
import styles from './styles.module.css';

export type DumpSource = {kind: 'server'; id: string; url: string} | {kind: 'file'; name: string};

function Megabytes({value, locale}: {value: number | undefined; locale: string}): ReactNode {
  return value === undefined ? <NotProvided /> : formatMegabytes(value, locale);
}

function listenerText(listener: Listener): string {
  return `${listener.address ?? '?'}:${listener.port ?? '?'}`;
}

function VersionsSection({dump}: {dump: DumpModel}): ReactNode {
  const {versions} = dump;
  return (
    <Section id="dump-versions" title={<Translate id="utilities.dumpViewer.section.versions">Versions</Translate>}>
      <Fields>
        <Field label={<Translate id="utilities.dumpViewer.field.geyserVersion">Geyser version</Translate>} value={versions.geyserVersion} />
        <Field label={<Translate id="utilities.dumpViewer.field.javaVersion">Java version</Translate>} value={versions.javaVersion} />
        <Field label={<Translate id="utilities.dumpViewer.field.architecture">Architecture</Translate>} value={versions.architecture} />
        <Field label={<Translate id="utilities.dumpViewer.field.operatingSystem">Operating system</Translate>} value={versions.operatingSystem} />
        <Field
          label={<Translate id="utilities.dumpViewer.field.operatingSystemVersion">Operating system version</Translate>}
          value={versions.operatingSystemVersion}
        />
      </Fields>
    </Section>
  );
}

function BuildSection({dump}: {dump: DumpModel}): ReactNode {
  const {build} = dump;
  const commit =
    build.commit &&
    (build.commitUrl ? (
      <ExternalLink href={build.commitUrl}>
        <code>{build.commit}</code>
      </ExternalLink>
    ) : (
      <code>{build.commit}</code>
    ));
  return (
    <Section id="dump-build" title={<Translate id="utilities.dumpViewer.section.build">Build</Translate>}>
      <Fields>
        <Field label={<Translate id="utilities.dumpViewer.field.buildNumber">Build number</Translate>} value={build.buildLabel} />
        <Field label={<Translate id="utilities.dumpViewer.field.commit">Commit</Translate>} value={commit} />
        <Field label={<Translate id="utilities.dumpViewer.field.branch">Branch</Translate>} value={build.branch} />
        <Field
          label={<Translate id="utilities.dumpViewer.field.repository">Repository</Translate>}
          value={build.repositoryUrl && <ExternalLink href={build.repositoryUrl} />}
        />
        <Field
          label={<Translate id="utilities.dumpViewer.field.jarChecksum">Jar checksum (SHA-256)</Translate>}
          value={build.jarSha256 && <code className={styles.breakAnywhere}>{build.jarSha256}</code>}
        />
      </Fields>
    </Section>
  );
}

function PlatformSection({dump}: {dump: DumpModel}): ReactNode {
  const {platform} = dump;
  const listeners = platform.listeners;
  return (
    <Section id="dump-platform" title={<Translate id="utilities.dumpViewer.section.platform">Platform</Translate>}>
      <Fields>
        <Field label={<Translate id="utilities.dumpViewer.field.platform">Platform</Translate>} value={platform.platform} />
        <Field label={<Translate id="utilities.dumpViewer.field.platformName">Name</Translate>} value={platform.name} />
        <Field label={<Translate id="utilities.dumpViewer.field.platformVersion">Version</Translate>} value={platform.version} />
        <Field label={<Translate id="utilities.dumpViewer.field.apiVersion">API version</Translate>} value={platform.apiVersion} />
        {platform.vendor !== undefined && (
          <Field label={<Translate id="utilities.dumpViewer.field.vendor">Vendor</Translate>} value={platform.vendor} />
        )}
        {platform.minecraftVersion !== undefined && (
          <Field
            label={<Translate id="utilities.dumpViewer.field.minecraftVersion">Minecraft version</Translate>}
            value={platform.minecraftVersion}
          />
        )}
        {platform.environment !== undefined && (
          <Field label={<Translate id="utilities.dumpViewer.field.environment">Environment</Translate>} value={platform.environment} />
        )}
        <Field label={<Translate id="utilities.dumpViewer.field.onlineMode">Online mode</Translate>} value={platform.onlineMode} />
        {listeners ? (
          <Field
            label={<Translate id="utilities.dumpViewer.field.listeners">Listeners</Translate>}
            value={<InlineList items={listeners.map(listenerText)} />}
          />
        ) : (
          <>
            <Field label={<Translate id="utilities.dumpViewer.field.serverAddress">Server address</Translate>} value={platform.serverAddress} />
            <Field label={<Translate id="utilities.dumpViewer.field.serverPort">Server port</Translate>} value={platform.serverPort} />
          </>
        )}
        {platform.gui !== undefined && (
          <Field label={<Translate id="utilities.dumpViewer.field.gui">Graphical window</Translate>} value={platform.gui} />
        )}
      </Fields>
    </Section>
  );
}

function SystemSection({dump, locale}: {dump: DumpModel; locale: string}): ReactNode {
  const {system, versions} = dump;
  return (
    <Section id="dump-system" title={<Translate id="utilities.dumpViewer.section.system">System</Translate>}>
      <Fields>
        <Field label={<Translate id="utilities.dumpViewer.field.cpuCount">CPU count</Translate>} value={system.cpuCount} />
        <Field label={<Translate id="utilities.dumpViewer.field.cpuName">CPU name</Translate>} value={system.cpuName} />
        <Field
          label={<Translate id="utilities.dumpViewer.field.ramFree">Free memory</Translate>}
          value={<Megabytes value={system.ram.freeMb} locale={locale} />}
        />
        <Field
          label={<Translate id="utilities.dumpViewer.field.ramTotal">Allocated memory</Translate>}
          value={<Megabytes value={system.ram.totalMb} locale={locale} />}
        />
        <Field
          label={<Translate id="utilities.dumpViewer.field.ramMax">Maximum memory</Translate>}
          value={<Megabytes value={system.ram.maxMb} locale={locale} />}
        />
        <Field label={<Translate id="utilities.dumpViewer.field.javaName">Java name</Translate>} value={versions.javaName} />
        <Field label={<Translate id="utilities.dumpViewer.field.javaVendor">Java vendor</Translate>} value={versions.javaVendor} />
        <Field label={<Translate id="utilities.dumpViewer.field.docker">Uses Docker</Translate>} value={versions.docker} />
        <Field label={<Translate id="utilities.dumpViewer.field.locale">System locale</Translate>} value={system.locale} />
        <Field label={<Translate id="utilities.dumpViewer.field.encoding">System encoding</Translate>} value={system.encoding} />
        <Field
          label={<Translate id="utilities.dumpViewer.field.connectionAttempts">Connection attempts</Translate>}
          value={system.connectionAttempts}
        />
      </Fields>
    </Section>
  );
}

function SupportedSection({dump}: {dump: DumpModel}): ReactNode {
  return (
    <Section id="dump-supported" title={<Translate id="utilities.dumpViewer.section.supported">Supported game versions</Translate>}>
      <Fields>
        <Field
          label={<Translate id="utilities.dumpViewer.field.bedrockVersions">Bedrock Edition</Translate>}
          value={<InlineList items={dump.supported.bedrock} />}
        />
        <Field
          label={<Translate id="utilities.dumpViewer.field.javaVersions">Java Edition</Translate>}
          value={<InlineList items={dump.supported.java} />}
        />
      </Fields>
    </Section>
  );
}

function UserPlatformsSection({dump}: {dump: DumpModel}): ReactNode {
  const platforms = dump.userPlatforms;
  return (
    <Section id="dump-players" title={<Translate id="utilities.dumpViewer.section.userPlatforms">Connected Bedrock players</Translate>}>
      {platforms === undefined ? (
        <NotProvided />
      ) : platforms.length === 0 ? (
        <p>
          <Translate id="utilities.dumpViewer.userPlatforms.none">No Bedrock players were online when the dump was made.</Translate>
        </p>
      ) : (
        <Fields>
          {platforms.map(({platform, count}) => (
            <Field key={platform} label={platform} value={count} />
          ))}
        </Fields>
      )}
    </Section>
  );
}

function PluginsSection({dump}: {dump: DumpModel}): ReactNode {
  const title =
    dump.addonKind === 'mods' ? (
      <Translate id="utilities.dumpViewer.section.mods">Mods</Translate>
    ) : (
      <Translate id="utilities.dumpViewer.section.plugins">Plugins</Translate>
    );
  return (
    <Section id="dump-plugins" title={title}>
      {dump.plugins === undefined ? (
        <p>
          <Translate id="utilities.dumpViewer.plugins.noList">This platform does not list plugins or mods in its dumps.</Translate>
        </p>
      ) : dump.plugins.length === 0 ? (
        <p>
          <Translate id="utilities.dumpViewer.plugins.empty">The list is empty.</Translate>
        </p>
      ) : (
        <PluginList plugins={dump.plugins} kind={dump.addonKind} />
      )}
    </Section>
  );
}

function ExtensionsSection({dump}: {dump: DumpModel}): ReactNode {
  const extensions = dump.extensions;
  return (
    <Section id="dump-extensions" title={<Translate id="utilities.dumpViewer.section.extensions">Geyser extensions</Translate>}>
      {extensions === undefined ? (
        <NotProvided />
      ) : extensions.length === 0 ? (
        <p>
          <Translate id="utilities.dumpViewer.extensions.none">No extensions are installed.</Translate>
        </p>
      ) : (
        <ExtensionTable extensions={extensions} />
      )}
    </Section>
  );
}

function ExtensionTable({extensions}: {extensions: readonly ExtensionInfo[]}): ReactNode {
  const [view, setPage] = usePagedList(extensions);
  return (
    <>
      <Table
        columns={[
          <Translate key="name" id="utilities.dumpViewer.plugins.name">
            Name
          </Translate>,
          <Translate key="version" id="utilities.dumpViewer.plugins.version">
            Version
          </Translate>,
          <Translate key="apiVersion" id="utilities.dumpViewer.extensions.apiVersion">
            API version
          </Translate>,
          <Translate key="enabled" id="utilities.dumpViewer.plugins.enabled">
            Enabled
          </Translate>,
          <Translate key="mainClass" id="utilities.dumpViewer.plugins.mainClass">
            Main class
          </Translate>,
          <Translate key="authors" id="utilities.dumpViewer.plugins.authors">
            Authors
          </Translate>,
        ]}>
        {view.items.map((extension, index) => (
          <tr key={view.first + index}>
            <th scope="row">{extension.name ?? <NotProvided />}</th>
            <td>{extension.version ?? <NotProvided />}</td>
            <td>{extension.apiVersion ?? <NotProvided />}</td>
            <td>
              <YesNo value={extension.enabled} />
            </td>
            <td>{extension.main ? <code>{extension.main}</code> : <NotProvided />}</td>
            <td>
              <InlineList items={extension.authors} />
            </td>
          </tr>
        ))}
      </Table>
      <Pager view={view} onPage={setPage} list={translate({id: 'utilities.dumpViewer.section.extensions', message: 'Geyser extensions'})} />
    </>
  );
}

function PacksSection({dump}: {dump: DumpModel}): ReactNode {
  const packs = dump.resourcePacks;
  return (
    <Section id="dump-packs" title={<Translate id="utilities.dumpViewer.section.resourcePacks">Resource packs</Translate>}>
      {packs === undefined ? (
        <NotProvided />
      ) : packs.length === 0 ? (
        <p>
          <Translate id="utilities.dumpViewer.resourcePacks.none">Geyser sends no resource packs.</Translate>
        </p>
      ) : (
        <PackTable packs={packs} />
      )}
    </Section>
  );
}

function PackTable({packs}: {packs: readonly ResourcePackInfo[]}): ReactNode {
  const [view, setPage] = usePagedList(packs);
  return (
    <>
      <Table
        columns={[
          <Translate key="name" id="utilities.dumpViewer.plugins.name">
            Name
          </Translate>,
          <Translate key="type" id="utilities.dumpViewer.resourcePacks.type">
            Loaded as
          </Translate>,
          <Translate key="size" id="utilities.dumpViewer.resourcePacks.size">
            Size
          </Translate>,
        ]}>
        {view.items.map((pack, index) => (
          <tr key={view.first + index}>
            <th scope="row">{pack.name ?? <NotProvided />}</th>
            <td>{pack.type ?? <NotProvided />}</td>
            <td>{pack.size ?? <NotProvided />}</td>
          </tr>
        ))}
      </Table>
      <Pager view={view} onPage={setPage} list={translate({id: 'utilities.dumpViewer.section.resourcePacks', message: 'Resource packs'})} />
    </>
  );
}

function MappingsSection({dump}: {dump: DumpModel}): ReactNode {
  const mappings = dump.mappings;
  return (
    <Section id="dump-mappings" title={<Translate id="utilities.dumpViewer.section.mappings">Custom mappings</Translate>}>
      {mappings === undefined ? (
        <NotProvided />
      ) : (
        <Fields>
          <Field label={<Translate id="utilities.dumpViewer.field.customBlocks">Custom blocks</Translate>} value={mappings.customBlocks} />
          <Field label={<Translate id="utilities.dumpViewer.field.customItems">Custom items</Translate>} value={mappings.customItems} />
          <Field label={<Translate id="utilities.dumpViewer.field.customSkulls">Custom skulls</Translate>} value={mappings.customSkulls} />
          <Field label={<Translate id="utilities.dumpViewer.field.customEntities">Custom entities</Translate>} value={mappings.customEntities} />
        </Fields>
      )}
    </Section>
  );
}

function FlagList({flags}: {flags: readonly string[]}): ReactNode {
  const [view, setPage] = usePagedList(flags);
  return (
    <>
      <ul className={styles.flags}>
        {view.items.map((flag, index) => (
          <li key={view.first + index}>
            {/* a flag reads left to right in every language: "-Xmx8G", not "Xmx8G-" */}
            <code className={styles.breakAnywhere} dir="ltr">
              {flag}
            </code>
          </li>
        ))}
      </ul>
      <Pager view={view} onPage={setPage} list={translate({id: 'utilities.dumpViewer.field.jvmFlags', message: 'JVM flags'})} />
    </>
  );
}

function FlagsAndLogsSection({dump}: {dump: DumpModel}): ReactNode {
  const flags = dump.jvmFlags;
  return (
    <Section id="dump-runtime" title={<Translate id="utilities.dumpViewer.section.runtime">JVM flags and logs</Translate>}>
      <Fields>
        <Field
          label={<Translate id="utilities.dumpViewer.field.jvmFlags">JVM flags</Translate>}
          value={flags && flags.length > 0 ? <FlagList flags={flags} /> : undefined}
        />
        <Field
          label={<Translate id="utilities.dumpViewer.field.logs">Server log</Translate>}
          value={dump.logsUrl && <ExternalLink href={dump.logsUrl} />}
        />
      </Fields>
    </Section>
  );
}

function ConfigSection({dump}: {dump: DumpModel}): ReactNode {
  return (
    <Section id="dump-config" title={<Translate id="utilities.dumpViewer.section.config">Config</Translate>}>
      {dump.config ? (
        <>
          {dump.settings.configVersion !== undefined && (
            <p className={styles.status}>
              <Translate id="utilities.dumpViewer.config.version" values={{version: dump.settings.configVersion}}>
                {'config-version {version}'}
              </Translate>
            </p>
          )}
          <ConfigTree config={dump.config} />
        </>
      ) : (
        <NotProvided />
      )}
    </Section>
  );
}

function SourceLine({source}: {source: DumpSource}): ReactNode {
  if (source.kind === 'file') {
    return (
      <p className={styles.source}>
        <Translate id="utilities.dumpViewer.source.file" values={{file: <code>{source.name}</code>}}>
          {'Opened from the local file {file}. Nothing was uploaded.'}
        </Translate>
      </p>
    );
  }
  return (
    <p className={styles.source}>
      <Translate id="utilities.dumpViewer.source.server" values={{id: <code>{source.id}</code>}}>
        {'Dump {id}'}
      </Translate>{' '}
      <ExternalLink href={source.url}>
        <Translate id="utilities.dumpViewer.source.rawLink">View the raw JSON on the dump server</Translate>
      </ExternalLink>
    </p>
  );
}

export default function DumpReport({
  dump,
  findings,
  source,
  locale,
}: {
  dump: DumpModel;
  findings: readonly Finding[];
  source: DumpSource;
  locale: string;
}): ReactNode {
  return (
    <div className={styles.report}>
      <SourceLine source={source} />
      <Diagnostics findings={findings} />
      <DumpJarCheck dump={dump} />
      <div className={styles.grid}>
        <VersionsSection dump={dump} />
        <BuildSection dump={dump} />
        <PlatformSection dump={dump} />
        <SystemSection dump={dump} locale={locale} />
        <SupportedSection dump={dump} />
        <UserPlatformsSection dump={dump} />
        <MappingsSection dump={dump} />
        <FlagsAndLogsSection dump={dump} />
      </div>
      <PluginsSection dump={dump} />
      <ExtensionsSection dump={dump} />
      <PacksSection dump={dump} />
      <ConfigSection dump={dump} />
    </div>
  );
}
