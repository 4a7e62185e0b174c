import React, {useRef} from 'react';
import Translate, {translate} from '@docusaurus/Translate';

/** Shown by `npm start`: the search index only exists in production builds. */
export default function DevSearchNotice(): React.JSX.Element {
  const dialog = useRef<HTMLDialogElement>(null);
  return (
    <>
      <button type="button" className="button button--secondary button--sm" onClick={() => dialog.current?.showModal()}>
        <Translate id="search.dev.button">Search</Translate>
      </button>
      <dialog ref={dialog} aria-label={translate({id: 'search.dev.title', message: 'Search is not available here'})}>
        <p>
          <Translate id="search.dev.body" values={{command: <code>npm run build</code>, serve: <code>npm run serve</code>}}>
            {'The search index is built by {command}. Build the site and open it with {serve} to try search.'}
          </Translate>
        </p>
        <button type="button" className="button button--primary button--sm" onClick={() => dialog.current?.close()}>
          <Translate id="search.dev.close">Close</Translate>
        </button>
      </dialog>
    </>
  );
}
