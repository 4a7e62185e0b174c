/**
 * The document layer's work as messages: what the page asks (read a text, set or unset one option,
 * update an older file) and what comes back, as plain data. The config editor sends these to a Web
 * Worker, so parsing a large file never blocks the page; the same function answers them in the page
 * where the browser has no workers.
 */
import type {ConfigValue, GeyserPlatform} from '@site/src/data/configFormats';
import {updateGeyserConfigText} from '../migrate';
import {readConfig} from './read';
import {formatFor, sendRead, sendUpdate, type FormatRef, type SentRead, type SentUpdate} from './transfer';
import type {EditResult, ReadOptions, ReadResult} from './types';
import {setOptionValue, unsetOption, type SetOptions} from './write';

export type DocumentRequest =
  | {op: 'read'; text: string; options: ReadOptions}
  | {op: 'check'; text: string; options: ReadOptions}
  | {op: 'set'; text: string; key: string; value: ConfigValue; options: SetOptions}
  | {op: 'unset'; text: string; key: string; options: ReadOptions}
  | {op: 'update'; text: string; from: FormatRef; platform: GeyserPlatform};

/** Whether a text reads as a config, without its snapshot (which would only be copied to the page for nothing). */
export type CheckResult = {ok: true} | Extract<ReadResult, {ok: false}>;

export type DocumentAnswer =
  | {op: 'read'; result: SentRead}
  | {op: 'check'; result: CheckResult}
  /** An edit, with the reading of the text it made (the page shows both at once). */
  | {op: 'edit'; result: EditResult; reading?: SentRead}
  | {op: 'update'; result: SentUpdate};

function edited(result: EditResult, options: ReadOptions): DocumentAnswer {
  // The edit has just read its result to confirm it, so this reading comes from the cache.
  return result.ok ? {op: 'edit', result, reading: sendRead(readConfig(result.text, options))} : {op: 'edit', result};
}

function readOptionsOf({platform, floodgateFile}: SetOptions): ReadOptions {
  return {platform, floodgateFile};
}

export function answerDocumentRequest(request: DocumentRequest): DocumentAnswer {
  switch (request.op) {
    case 'read':
      return {op: 'read', result: sendRead(readConfig(request.text, request.options))};
    case 'check': {
      const result = readConfig(request.text, request.options);
      return {op: 'check', result: result.ok ? {ok: true} : result};
    }
    case 'set':
      return edited(setOptionValue(request.text, request.key, request.value, request.options), readOptionsOf(request.options));
    case 'unset':
      return edited(unsetOption(request.text, request.key, request.options), request.options);
    case 'update':
      return {op: 'update', result: sendUpdate(updateGeyserConfigText(request.text, formatFor(request.from), request.platform))};
  }
}
