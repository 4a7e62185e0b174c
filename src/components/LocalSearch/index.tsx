import React, {useCallback, useRef, useState} from 'react';
import {DocSearchButton} from '@docsearch/react/button';
import {useDocSearchKeyboardEvents} from '@docsearch/react/useDocSearchKeyboardEvents';
import translations from '@theme/SearchTranslations';
// DocSearch's styles (button and modal). Imported from the CSS package itself:
// @docsearch/react declares no side effects, so its style entry would be dropped.
import '@docsearch/css/dist/style.css';
import type LocalSearchModalType from './LocalSearchModal';

type ModalComponent = typeof LocalSearchModalType;
let LocalSearchModal: ModalComponent | null = null;

function loadModal(): Promise<ModalComponent> {
  if (LocalSearchModal) return Promise.resolve(LocalSearchModal);
  return import('./LocalSearchModal').then((module) => {
    LocalSearchModal = module.default;
    return LocalSearchModal;
  });
}

/**
 * The search button of local mode. Only the button, its keyboard shortcuts and
 * DocSearch's styles ship with every page; the modal and the Pagefind client
 * load when the reader hovers, focuses or touches the button, or presses a
 * search key.
 */
export default function LocalSearchBar(): React.JSX.Element {
  const container = useRef<HTMLDivElement | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>();
  // Set once the modal's code has loaded: from then on it stays mounted (closed),
  // so the search index loads while the reader is still reaching for the button.
  const [Modal, setModal] = useState<ModalComponent | null>(null);

  const prepare = useCallback(() => {
    void loadModal().then((component) => setModal(() => component));
  }, []);

  const open = useCallback(() => {
    if (!container.current) {
      container.current = document.createElement('div');
      document.body.insertBefore(container.current, document.body.firstChild);
    }
    void loadModal().then((component) => {
      setModal(() => component);
      setIsOpen(true);
    });
  }, []);

  const close = useCallback(() => {
    setIsOpen(false);
    setInitialQuery(undefined);
    buttonRef.current?.focus();
  }, []);

  const onInput = useCallback(
    (event: KeyboardEvent) => {
      if (event.key === 'f' && (event.metaKey || event.ctrlKey)) return;
      event.preventDefault();
      setInitialQuery(event.key);
      open();
    },
    [open],
  );

  useDocSearchKeyboardEvents({isOpen, onOpen: open, onClose: close, onInput, searchButtonRef: buttonRef});

  // DocSearch labels the button "Search (Control+k)" while it shows "Search Ctrl K". A label
  // must contain the visible words, so drop it: the button is named by what it shows, and
  // aria-keyshortcuts still announces the shortcut.
  return (
    <>
      <DocSearchButton
        ref={buttonRef}
        onTouchStart={prepare}
        onFocus={prepare}
        onMouseOver={prepare}
        onClick={open}
        translations={translations.button}
        aria-label={undefined}
      />
      {Modal && <Modal isOpen={isOpen} container={container.current} initialQuery={initialQuery} onClose={close} />}
    </>
  );
}
