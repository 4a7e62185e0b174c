import '@site/src/i18n/groups/dumpViewer';
import {Fragment, useDeferredValue, useId, useMemo, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import type {AddonKind, PluginInfo} from '@site/src/lib/dump/model';
import {filterPlugins} from '@site/src/lib/dump/plugins';
import {ExternalLink, Field, Fields, InlineList, NotProvided, Table, YesNo} from './parts';
import {Pager, usePagedList} from './Pager';
import styles from './styles.module.css';

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
      <Field label={<Translate id="utilities.dumpViewer.plugins.authors">Authors</Translate>} value={<InlineList items={plugin.authors} />} />
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
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  // Typing stays instant even when filtering thousands of entries.
  const deferredQuery = useDeferredValue(query);

  const indexed = useMemo<IndexedPlugin[]>(() => plugins.map((plugin, index) => ({...plugin, index})), [plugins]);
  const matching = useMemo(() => filterPlugins(indexed, deferredQuery), [indexed, deferredQuery]);
  // one page at a time: a proxy with thousands of plugins stays responsive
  const [view, setPage] = usePagedList(matching);
  const shown = view.items;

  const toggle = (index: number) => {
    setOpen((previous) => {
      const next = new Set(previous);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });
  };

  const listName =
    kind === 'mods'
      ? translate({id: 'utilities.dumpViewer.section.mods', message: 'Mods'})
      : translate({id: 'utilities.dumpViewer.section.plugins', message: 'Plugins'});

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
        onChange={(event) => {
          setQuery(event.target.value);
          setPage(0);
        }}
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
            id="utilities.dumpViewer.plugins.showingRange"
            values={{first: view.first, last: view.last, total: matching.length, all: plugins.length}}>
            {'Showing {first} to {last} of {total} (of {all} in the dump).'}
          </Translate>
        )}
      </p>
      {shown.length > 0 && (
        <Table
          columns={[
            <Translate key="name" id="utilities.dumpViewer.plugins.name">
              Name
            </Translate>,
            <Translate key="version" id="utilities.dumpViewer.plugins.version">
              Version
            </Translate>,
            <Translate key="enabled" id="utilities.dumpViewer.plugins.enabled">
              Enabled
            </Translate>,
            <Translate key="authors" id="utilities.dumpViewer.plugins.authors">
              Authors
            </Translate>,
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
      <Pager view={view} onPage={setPage} list={listName} />
    </div>
  );
}
