/**
 * Where the editor keeps its draft in the browser. A module of its own, with no imports, so that the
 * page can tell whether a draft is waiting without loading the code that reads one.
 */
export const DRAFT_STORAGE_KEY = 'configEditor.draft';
/**
 * Where stored drafts that no longer read are kept aside (the newest few, see keptDrafts.ts), so the
 * user can still download them.
 */
export const KEPT_DRAFTS_STORAGE_KEY = 'configEditor.draftsKeptAside';
/** Where earlier versions of the editor kept the one unreadable draft they kept aside (read once, then moved). */
export const LEGACY_DAMAGED_DRAFT_STORAGE_KEY = 'configEditor.draft.unreadable';
/**
 * A file another page hands to the editor (session storage, read and removed when the editor opens;
 * see handover.ts). The setup guide for hosts uses it for "Open in config editor".
 */
export const HANDOVER_STORAGE_KEY = 'configEditor.handover';
