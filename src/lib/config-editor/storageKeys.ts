/**
 * Where the editor keeps its draft in the browser. A module of its own, with no imports, so that the
 * page can tell whether a draft is waiting without loading the code that reads one.
 */
export const DRAFT_STORAGE_KEY = 'configEditor.draft';
/** Where a stored draft that no longer reads is moved, so the user can still copy it out. */
export const DAMAGED_DRAFT_STORAGE_KEY = 'configEditor.draft.unreadable';
/**
 * A file another page hands to the editor (session storage, read and removed when the editor opens;
 * see handover.ts). The setup guide for hosts uses it for "Open in config editor".
 */
export const HANDOVER_STORAGE_KEY = 'configEditor.handover';
