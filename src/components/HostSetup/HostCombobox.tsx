import '@site/src/i18n/groups/hostSetup';
import React, {useId, useMemo, useState, type KeyboardEvent} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import Link from '@docusaurus/Link';
import {hostingProviders, type HostingProvider} from '@site/src/data/hostingProviders';
import {searchHosts} from '@site/src/lib/host-setup/search';
import {nameMatchesFilter} from '@site/src/lib/providers/filter';
import styles from './styles.module.css';

interface Props {
  host: HostingProvider | null;
  onPick: (host: HostingProvider | null) => void;
}

/**
 * Type to search the hosts by name or alias (the ARIA combobox pattern with a list box): arrow
 * keys move through the matches, Enter picks one, Escape closes the list or clears the box.
 */
export default function HostCombobox({host, onPick}: Props): React.JSX.Element {
  const id = useId();
  const listId = `${id}-list`;
  const statusId = `${id}-status`;
  const [typed, setTyped] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const text = typed ?? host?.name ?? '';
  const matches = useMemo(() => searchHosts(hostingProviders, typed ?? ''), [typed]);
  const optionId = (index: number) => `${id}-option-${index}`;

  const pick = (next: HostingProvider) => {
    setTyped(null);
    setOpen(false);
    onPick(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        setOpen(true);
        setActive(event.key === 'ArrowDown' ? 0 : Math.max(matches.length - 1, 0));
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (matches.length === 0 ? 0 : (current + step + matches.length) % matches.length));
    } else if (event.key === 'Enter') {
      if (open && matches[active]) {
        event.preventDefault();
        pick(matches[active]);
      }
    } else if (event.key === 'Escape') {
      if (open) setOpen(false);
      else {
        setTyped(null);
        onPick(null);
      }
    }
  };

  const query = (typed ?? '').trim();
  return (
    <div className={styles.combobox}>
      <label htmlFor={id} className={styles.label}>
        <Translate id="utilities.hostSetup.host.label" description="Label of the box where the reader types the name of their server host">
          Your server host
        </Translate>
      </label>
      <input
        id={id}
        className={clsx('text-input', styles.input)}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && matches[active] ? optionId(active) : undefined}
        aria-describedby={statusId}
        autoComplete="off"
        spellCheck={false}
        placeholder={translate({
          id: 'utilities.hostSetup.host.placeholder',
          message: 'Type a name, for example Aternos',
          description: 'Placeholder of the host search box',
        })}
        value={text}
        onChange={(event) => {
          setTyped(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onFocus={() => setOpen(typed !== null)}
        onClick={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <ul id={listId} role="listbox" className={styles.listbox} hidden={!open || matches.length === 0}>
        {matches.map((match, index) => (
          // Keys reach the options through the box (aria-activedescendant), as the combobox pattern asks.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={match.name}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className={clsx(styles.option, index === active && styles.optionActive)}
            // mousedown keeps the focus in the box, so blur does not close the list before the click
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(match)}>
            {match.name}
            {/* The alias that matched, when the name itself did not. */}
            {query && !nameMatchesFilter(match.name, query) && match.aliases?.some((alias) => nameMatchesFilter(alias, query)) && (
              <span className={styles.alias}> ({match.aliases.join(', ')})</span>
            )}
          </li>
        ))}
      </ul>
      <p id={statusId} className={styles.status} role="status" aria-live="polite">
        {open && query !== '' && matches.length === 0 ? (
          <Translate
            id="utilities.hostSetup.host.noMatch"
            description="Shown when no host name matches what the reader typed"
            values={{
              query: <q>{query}</q>,
              list: (
                <Link to="/wiki/geyser/supported-hosting-providers/">
                  <Translate id="utilities.hostSetup.providersList">hosting providers list</Translate>
                </Link>
              ),
            }}>
            {'No host matches {query}. Check the spelling; the {list} says what to do on a host it does not name.'}
          </Translate>
        ) : open && query !== '' ? (
          <Translate
            id="utilities.hostSetup.host.count"
            description="How many hosts match what the reader typed"
            values={{shown: matches.length, total: hostingProviders.length}}>
            {'{shown} of {total} hosts match.'}
          </Translate>
        ) : null}
      </p>
    </div>
  );
}
