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
import type {EditResult, ReadOptions} from './types';
import {setOptionValue, unsetOption, type SetOptions} from './write';

export type DocumentRequest =
  | {op: 'read'; text: string; options: ReadOptions}
  | {op: 'set'; text: string; key: string; value: ConfigValue; options: SetOptions}
  | {op: 'unset'; text: string; key: string; options: ReadOptions}
  | {op: 'update'; text: string; from: FormatRef; platform: GeyserPlatform};

export type DocumentAnswer = {op: 'read'; result: SentRead} | {op: 'edit'; result: EditResult} | {op: 'update'; result: SentUpdate};

export function answerDocumentRequest(request: DocumentRequest): DocumentAnswer {
  switch (request.op) {
    case 'read':
      return {op: 'read', result: sendRead(readConfig(request.text, request.options))};
    case 'set':
      return {op: 'edit', result: setOptionValue(request.text, request.key, request.value, request.options)};
    case 'unset':
      return {op: 'edit', result: unsetOption(request.text, request.key, request.options)};
    case 'update':
      return {op: 'update', result: sendUpdate(updateGeyserConfigText(request.text, formatFor(request.from), request.platform))};
  }
}
