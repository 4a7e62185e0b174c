import '@site/src/i18n/groups/configEditor';
import React from 'react';
import Translate from '@docusaurus/Translate';
import type {StorageNotice} from './useDraftStorage';
import {downloadText} from './download';

interface Props {
  notices: StorageNotice[];
  onDismiss: (kind: StorageNotice['kind']) => void;
  onResolveOtherTab: (choice: 'theirs' | 'mine') => void;
}

/** What went wrong with the draft kept in this browser, and what the user can do about it. */
export default function StorageNotices({notices, onDismiss, onResolveOtherTab}: Props): React.JSX.Element {
  return (
    <>
      {notices.map((notice) => {
        switch (notice.kind) {
          case 'saveFailed':
            return (
              <div key={notice.kind} className="alert alert--warning margin-bottom--md" role="alert">
                <Translate id="utilities.configEditor.storage.saveFailed">
                  Your changes could not be saved in this browser (its storage is full or blocked). They are still here in the page: export the file
                  before you close it.
                </Translate>
              </div>
            );
          case 'damaged':
            return (
              <div key={notice.kind} className="alert alert--warning margin-bottom--md" role="alert">
                <p className="margin-bottom--sm">
                  <Translate id="utilities.configEditor.storage.damaged">
                    A draft saved earlier in this browser could not be read any more, so it was not opened.
                  </Translate>
                </p>
                <button
                  type="button"
                  className="button button--sm button--secondary margin-right--sm"
                  onClick={() => downloadText(notice.raw, 'config-editor-draft.txt')}>
                  <Translate id="utilities.configEditor.storage.downloadDamaged">Download that draft</Translate>
                </button>
                <button type="button" className="button button--sm button--link" onClick={() => onDismiss(notice.kind)}>
                  <Translate id="utilities.configEditor.storage.dismiss">Dismiss</Translate>
                </button>
              </div>
            );
          case 'otherTab':
            return (
              <div key={notice.kind} className="alert alert--warning margin-bottom--md" role="alert">
                <p className="margin-bottom--sm">
                  <Translate id="utilities.configEditor.storage.otherTab">
                    The config editor in another tab saved a different draft. Nothing is saved here until you choose which one to keep.
                  </Translate>
                </p>
                <button type="button" className="button button--sm button--secondary margin-right--sm" onClick={() => onResolveOtherTab('theirs')}>
                  <Translate id="utilities.configEditor.storage.takeTheirs">Open the other tab's draft</Translate>
                </button>
                <button type="button" className="button button--sm button--secondary" onClick={() => onResolveOtherTab('mine')}>
                  <Translate id="utilities.configEditor.storage.keepMine">Keep this one</Translate>
                </button>
              </div>
            );
        }
      })}
    </>
  );
}
