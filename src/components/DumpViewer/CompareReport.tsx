import '@site/src/i18n/groups/dumpViewer';
import {useId, useMemo, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import type {AddonDifference, ConfigChange, DumpDifference, FieldChange, SystemField, VersionField} from '@site/src/lib/dump/compare';
import type {Finding} from '@site/src/lib/dump/diagnostics';
import type {AddonKind} from '@site/src/lib/dump/model';
import {findingText} from './Diagnostics';
import LongText from './LongText';
import {Pager, usePagedList} from './Pager';
import {NotProvided, Table, YesNo} from './parts';
import styles from './styles.module.css';
import compareStyles from './DumpCompare.module.css';

function fieldLabel(field: VersionField | SystemField): ReactNode {
  switch (field) {
    case 'geyserVersion':
      return <Translate id="utilities.dumpViewer.field.geyserVersion">Geyser version</Translate>;
    case 'buildNumber':
      return <Translate id="utilities.dumpViewer.field.buildNumber">Build number</Translate>;
    case 'commit':
      return <Translate id="utilities.dumpViewer.field.commit">Commit</Translate>;
    case 'platform':
      return <Translate id="utilities.dumpViewer.field.platform">Platform</Translate>;
    case 'platformName':
      return <Translate id="utilities.dumpViewer.compare.field.serverSoftware">Server software</Translate>;
    case 'platformVersion':
      return <Translate id="utilities.dumpViewer.compare.field.serverVersion">Server software version</Translate>;
    case 'minecraftVersion':
      return <Translate id="utilities.dumpViewer.field.minecraftVersion">Minecraft version</Translate>;
    case 'apiVersion':
      return <Translate id="utilities.dumpViewer.field.apiVersion">API version</Translate>;
    case 'javaVersion':
      return <Translate id="utilities.dumpViewer.field.javaVersion">Java version</Translate>;
    case 'javaVendor':
      return <Translate id="utilities.dumpViewer.field.javaVendor">Java vendor</Translate>;
    case 'javaName':
      return <Translate id="utilities.dumpViewer.field.javaName">Java name</Translate>;
    case 'architecture':
      return <Translate id="utilities.dumpViewer.field.architecture">Architecture</Translate>;
    case 'operatingSystem':
      return <Translate id="utilities.dumpViewer.field.operatingSystem">Operating system</Translate>;
    case 'operatingSystemVersion':
      return <Translate id="utilities.dumpViewer.field.operatingSystemVersion">Operating system version</Translate>;
    case 'docker':
      return <Translate id="utilities.dumpViewer.field.docker">Uses Docker</Translate>;
  }
}

const columns = [
  <Translate key="what" id="utilities.dumpViewer.compare.column.what">
    What
  </Translate>,
  <Translate key="first" id="utilities.dumpViewer.compare.first">
    First dump
  </Translate>,
  <Translate key="second" id="utilities.dumpViewer.compare.second">
    Second dump
  </Translate>,
];

function Absent(): ReactNode {
  return (
    <span className={styles.missing}>
      <Translate id="utilities.dumpViewer.compare.absent">Not present</Translate>
    </span>
  );
}

/** A value from a dump, always as text. */
function Value({value, field}: {value: string | undefined; field?: string}): ReactNode {
  if (value === undefined) return <NotProvided />;
  if (field === 'docker') return <YesNo value={value === 'true'} />;
  // dir=auto: a version or path keeps its own order inside right-to-left text
  return (
    <code className={styles.breakAnywhere} dir="auto">
      <LongText text={value} />
    </code>
  );
}

/** One group of differences, announced as a region named by its heading. */
function Group({title, children}: {title: ReactNode; children: ReactNode}): ReactNode {
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h3 id={id} className={styles.sectionTitle}>
        {title}
      </h3>
      {children}
    </section>
  );
}

function FieldTable<Field extends VersionField | SystemField>({changes}: {changes: readonly FieldChange<Field>[]}): ReactNode {
  return (
    <Table columns={columns}>
      {changes.map((change) => (
        <tr key={change.field}>
          <th scope="row">{fieldLabel(change.field)}</th>
          <td>
            <Value value={change.before} field={change.field} />
          </td>
          <td>
            <Value value={change.after} field={change.field} />
          </td>
        </tr>
      ))}
    </Table>
  );
}

function AddonSide({version, enabled, present}: {version?: string; enabled?: boolean; present: boolean}): ReactNode {
  if (!present) return <Absent />;
  return (
    <>
      {version === undefined ? (
        <NotProvided />
      ) : (
        <code className={styles.breakAnywhere} dir="auto">
          {version}
        </code>
      )}
      {enabled === false && (
        <>
          {' '}
          <span className={compareStyles.tag}>
            <Translate id="utilities.dumpViewer.compare.disabled">disabled</Translate>
          </span>
        </>
      )}
      {enabled === true && (
        <>
          {' '}
          <span className={compareStyles.tag}>
            <Translate id="utilities.dumpViewer.compare.enabled">enabled</Translate>
          </span>
        </>
      )}
    </>
  );
}

function changeLabel(kind: 'added' | 'removed' | 'version' | 'enabled'): ReactNode {
  switch (kind) {
    case 'added':
      return <Translate id="utilities.dumpViewer.compare.change.added">Added</Translate>;
    case 'removed':
      return <Translate id="utilities.dumpViewer.compare.change.removed">Removed</Translate>;
    case 'version':
      return <Translate id="utilities.dumpViewer.compare.change.version">Version changed</Translate>;
    case 'enabled':
      return <Translate id="utilities.dumpViewer.compare.change.enabled">Turned on or off</Translate>;
  }
}

const addonColumns = [
  <Translate key="name" id="utilities.dumpViewer.compare.column.name">
    Name
  </Translate>,
  <Translate key="change" id="utilities.dumpViewer.compare.column.change">
    Change
  </Translate>,
  ...columns.slice(1),
];

type AddonRow = {kind: 'added' | 'removed'; entry: AddonDifference['added'][number]} | {kind: 'changed'; entry: AddonDifference['changed'][number]};

function AddonRowView({row}: {row: AddonRow}): ReactNode {
  const {kind, entry} = row;
  return (
    <tr>
      <th scope="row">
        <bdi>
          <LongText text={entry.name} />
        </bdi>
      </th>
      {row.kind === 'changed' ? (
        <>
          <td>{changeLabel(row.entry.beforeVersion !== row.entry.afterVersion ? 'version' : 'enabled')}</td>
          <td>
            <AddonSide present version={row.entry.beforeVersion} enabled={row.entry.beforeEnabled} />
          </td>
          <td>
            <AddonSide present version={row.entry.afterVersion} enabled={row.entry.afterEnabled} />
          </td>
        </>
      ) : (
        <>
          <td>{changeLabel(kind as 'added' | 'removed')}</td>
          <td>{row.kind === 'added' ? <Absent /> : <AddonSide present version={row.entry.version} />}</td>
          <td>{row.kind === 'removed' ? <Absent /> : <AddonSide present version={row.entry.version} />}</td>
        </>
      )}
    </tr>
  );
}

function AddonTable({difference, list}: {difference: AddonDifference; list: string}): ReactNode {
  // Three lists as one table, a page at a time: a server with a hundred thousand plugins stays responsive.
  const rows = useMemo<AddonRow[]>(
    () => [
      ...difference.added.map((entry) => ({kind: 'added' as const, entry})),
      ...difference.removed.map((entry) => ({kind: 'removed' as const, entry})),
      ...difference.changed.map((entry) => ({kind: 'changed' as const, entry})),
    ],
    [difference],
  );
  const [view, setPage] = usePagedList(rows);
  return (
    <>
      <Table columns={addonColumns}>
        {view.items.map((row) => (
          // Names are prefixed by kind in the key so two lists can share a name.
          <AddonRowView key={`${row.kind}\u0000${row.entry.name}`} row={row} />
        ))}
      </Table>
      <Pager view={view} onPage={setPage} list={list} />
    </>
  );
}

function ConfigTable({changes, list}: {changes: readonly ConfigChange[]; list: string}): ReactNode {
  const [view, setPage] = usePagedList(changes);
  const configColumns = [
    <Translate key="setting" id="utilities.dumpViewer.compare.column.setting">
      Setting
    </Translate>,
    ...columns.slice(1),
  ];
  return (
    <>
      <Table columns={configColumns}>
        {view.items.map((change) => {
          const key = JSON.stringify(change.path);
          return (
            <tr key={key}>
              <th scope="row">
                <code className={styles.breakAnywhere} dir="auto">
                  <LongText text={change.path.join('.')} />
                </code>
              </th>
              <td>{change.before === undefined ? <Absent /> : <Value value={change.before} />}</td>
              <td>{change.after === undefined ? <Absent /> : <Value value={change.after} />}</td>
            </tr>
          );
        })}
      </Table>
      <Pager view={view} onPage={setPage} list={list} />
    </>
  );
}

function FindingList({findings}: {findings: readonly Finding[]}): ReactNode {
  return (
    <ul className={compareStyles.findings}>
      {findings.map((finding) => (
        <li key={finding.id}>
          {findingText(finding)}{' '}
          <Link to={finding.link}>
            <Translate id="utilities.dumpViewer.diagnostics.readMore">How to fix this</Translate>
          </Link>
        </li>
      ))}
    </ul>
  );
}

function addonCount(difference: AddonDifference | undefined): number {
  return difference ? difference.added.length + difference.removed.length + difference.changed.length : 0;
}

export default function CompareReport({difference, addonKind}: {difference: DumpDifference; addonKind: AddonKind}): ReactNode {
  const headingId = useId();
  return (
    <section className={compareStyles.report} aria-labelledby={headingId}>
      <h2 id={headingId}>
        <Translate id="utilities.dumpViewer.compare.heading">What differs</Translate>
      </h2>
      {difference.same && (
        <p role="status">
          <Translate id="utilities.dumpViewer.compare.same">Nothing compared here differs between the two dumps.</Translate>
        </p>
      )}
      {difference.versions.length > 0 && (
        <Group title={<Translate id="utilities.dumpViewer.compare.section.versions">Geyser and platform versions</Translate>}>
          <FieldTable changes={difference.versions} />
        </Group>
      )}
      {difference.system.length > 0 && (
        <Group title={<Translate id="utilities.dumpViewer.compare.section.system">Java and operating system</Translate>}>
          <FieldTable changes={difference.system} />
        </Group>
      )}
      {addonCount(difference.plugins) > 0 && (
        <Group
          title={
            addonKind === 'mods' ? (
              <Translate id="utilities.dumpViewer.section.mods">Mods</Translate>
            ) : (
              <Translate id="utilities.dumpViewer.section.plugins">Plugins</Translate>
            )
          }>
          <AddonTable
            difference={difference.plugins!}
            list={
              addonKind === 'mods'
                ? translate({id: 'utilities.dumpViewer.section.mods', message: 'Mods'})
                : translate({id: 'utilities.dumpViewer.section.plugins', message: 'Plugins'})
            }
          />
        </Group>
      )}
      {addonCount(difference.extensions) > 0 && (
        <Group title={<Translate id="utilities.dumpViewer.section.extensions">Geyser extensions</Translate>}>
          <AddonTable
            difference={difference.extensions!}
            list={translate({id: 'utilities.dumpViewer.section.extensions', message: 'Geyser extensions'})}
          />
        </Group>
      )}
      {difference.config.length > 0 && (
        <Group title={<Translate id="utilities.dumpViewer.compare.section.config">Config values</Translate>}>
          <ConfigTable changes={difference.config} list={translate({id: 'utilities.dumpViewer.compare.section.config', message: 'Config values'})} />
        </Group>
      )}
      {difference.newFindings.length + difference.resolvedFindings.length > 0 && (
        <Group title={<Translate id="utilities.dumpViewer.section.diagnostics">Diagnostics</Translate>}>
          {difference.newFindings.length > 0 && (
            <>
              <h4 className={compareStyles.subheading}>
                <Translate id="utilities.dumpViewer.compare.newFindings">New in the second dump</Translate>
              </h4>
              <FindingList findings={difference.newFindings} />
            </>
          )}
          {difference.resolvedFindings.length > 0 && (
            <>
              <h4 className={compareStyles.subheading}>
                <Translate id="utilities.dumpViewer.compare.resolvedFindings">Gone in the second dump</Translate>
              </h4>
              <FindingList findings={difference.resolvedFindings} />
            </>
          )}
        </Group>
      )}
    </section>
  );
}
