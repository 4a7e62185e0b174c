import '@site/src/lib/i18n/groups/dumpViewer';
import React, {Fragment, useDeferredValue, useId, useMemo, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import type {AddonKind, PluginInfo} from '@site/src/lib/dump/model';
import {filterPlugins} from '@site/src/lib/dump/plugins';
import {ExternalLink, Field, Fields, InlineList, NotProvided, Table, YesNo} from './parts';
import styles from './styles.module.css';

/** Rows rendered before "Show all": a proxy with thousands of plugins stays responsive. */
const pageSize = 50;

type IndexedPlugin = PluginInfo & {index: number};

function PluginDetails({plugin, kind}: {plugin: PluginInfo; kind: AddonKind}): ReactNode {
  return (
    <Fields>
      <Field label={<Translate id="utilities.dumpViewer.plugins.name">Name</Translate>} value={plugin.name} />
      <Field label={<Translate id="utilities.dumpViewer.plugins.version">Version</Translate>} value={plugin.version} />
      <Field label={<Translate id="utilities.dumpViewer.plugins.enabled">Enabled</Translate>} value={plugin.enabled} />
      {kind === 'plugins' && (
        <Field
          label={<Translate id="utilities.dumpViewer.plugins.mainClass">Main class</Translate>}
          value={plugin.main && <code>{plugin.main}</code>}
        />
      )}
      <Field
        label={<Translate id="utilities.dumpViewer.plugins.authors">Authors</Translate>}
        value={<InlineList items={plugin.authors} />}
      />
      {kind === 'mods' && (
        <Field
          label={<Translate id="utilities.dumpViewer.plugins.homepage">Homepage</Translate>}
          value={plugin.url && <ExternalLink href={plugin.url} />}
        />
      )}
    </Fields>
  );
}

export default function PluginList({plugins, kind}: {plugins: readonly PluginInfo[]; kind: AddonKind}): ReactNode {
  const filterId = useId();
  const statusId = useId();
  const detailsId = useId();
  const [query, setQuery] = useState('');
  const [showAll, setShowAll] = useState(false);
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  // Typing stays instant even when filtering thousands of entries.
  const deferredQuery = useDeferredValue(query);

  const indexed = useMemo<IndexedPlugin[]>(() => plugins.map((plugin, index) => ({...plugin, index})), [plugins]);
  const matching = useMemo(() => filterPlugins(indexed, deferredQuery), [indexed, deferredQuery]);
  const shown = showAll ? matching : matching.slice(0, pageSize);

  const toggle = (index: number) => {
    setOpen((previous) => {
      const next = new Set(previous);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });
  };

  const filterLabel =
    kind === 'mods'
      ? translate({id: 'utilities.dumpViewer.plugins.filterMods', message: 'Filter mods'})
      : translate({id: 'utilities.dumpViewer.plugins.filterPlugins', message: 'Filter plugins'});

  return (
    <div>
      <label htmlFor={filterId} className={styles.filterLabel}>
        {filterLabel}
      </label>
      <input
        id={filterId}
        type="search"
        className={clsx('text-input', styles.textInput)}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder={translate({
          id: 'utilities.dumpViewer.plugins.filterPlaceholder',
          message: 'Name, author or main class',
        })}
        aria-describedby={statusId}
        autoComplete="off"
      />
      <p id={statusId} role="status" className={styles.status}>
        {matching.length === 0 ? (
          <Translate id="utilities.dumpViewer.plugins.noMatch">Nothing matches this filter.</Translate>
        ) : (
          <Translate
            id="utilities.dumpViewer.plugins.showing"
            values={{shown: shown.length, total: matching.length, all: plugins.length}}>
            {'Showing {shown} of {total} (of {all} in the dump).'}
          </Translate>
        )}
      </p>
      {shown.length > 0 && (
        <Table
          columns={[
            <Translate id="utilities.dumpViewer.plugins.name">Name</Translate>,
            <Translate id="utilities.dumpViewer.plugins.version">Version</Translate>,
            <Translate id="utilities.dumpViewer.plugins.enabled">Enabled</Translate>,
            <Translate id="utilities.dumpViewer.plugins.authors">Authors</Translate>,
          ]}>
          {shown.map((plugin) => {
            const expanded = open.has(plugin.index);
            const rowDetailsId = `${detailsId}-${plugin.index}`;
            return (
              <Fragment key={plugin.index}>
                <tr>
                  <th scope="row">
                    <button
                      type="button"
                      className={styles.rowToggle}
                      aria-expanded={expanded}
                      aria-controls={expanded ? rowDetailsId : undefined}
                      onClick={() => toggle(plugin.index)}>
                      {plugin.name ?? <NotProvided />}
                    </button>
                  </th>
                  <td>{plugin.version ?? <NotProvided />}</td>
                  <td>
                    <YesNo value={plugin.enabled} />
                  </td>
                  <td>
                    <InlineList items={plugin.authors} />
                  </td>
                </tr>
                {expanded && (
                  <tr id={rowDetailsId} className={styles.detailsRow}>
                    <td colSpan={4}>
                      <PluginDetails plugin={plugin} kind={kind} />
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </Table>
      )}
      {matching.length > shown.length && (
        <button type="button" className="button button--secondary button--sm" onClick={() => setShowAll(true)}>
          <Translate id="utilities.dumpViewer.plugins.showAll" values={{count: matching.length}}>
            {'Show all {count}'}
          </Translate>
        </button>
      )}
    </div>
  );
}
