import React, {useCallback, useRef, useState} from 'react';
import {useDocSearchKeyboardEvents} from '@docsearch/react/useDocSearchKeyboardEvents';
import {translate} from '@docusaurus/Translate';
// DocSearch's styles (button and modal), from the CSS package's main entry:
// @docsearch/react declares no side effects, so its style entry would be dropped.
import '@docsearch/css';
import type LocalSearchModalType from './LocalSearchModal';
import SearchButton from './SearchButton';

type ModalComponent = typeof LocalSearchModalType;

// The button's word, with the theme's id; the theme's full set of search
// strings (@theme/SearchTranslations) loads with the modal.
const buttonLabel = translate({id: 'theme.SearchBar.label', message: 'Search', description: 'The ARIA label and placeholder for search button'});

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
  // The modal's element, made on first open; the state renders it, the ref keeps open() stable.
  const containerRef = useRef<HTMLDivElement | null>(null);
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
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
    if (!containerRef.current) {
      containerRef.current = document.createElement('div');
      document.body.insertBefore(containerRef.current, document.body.firstChild);
      setContainer(containerRef.current);
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

  return (
    <>
      <SearchButton ref={buttonRef} label={buttonLabel} onTouchStart={prepare} onFocus={prepare} onMouseOver={prepare} onClick={open} />
      {Modal && <Modal isOpen={isOpen} container={container} initialQuery={initialQuery} onClose={close} />}
    </>
  );
}
