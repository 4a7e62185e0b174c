import {floodgateFiles, geyserPlatforms} from '@site/src/data/configFormats/types';
import type {DefaultChoice} from '@site/src/lib/config-editor/defaultConfig';
import type {ReadOptions} from '@site/src/lib/config-editor/configDocument';
import {floodgateFileLabel, platformLabel} from './labels';

/** What the user asked to open: a default file, a file of their own, or one another page handed over. */
export type OpenWish =
  | {kind: 'default'; choice: DefaultChoice}
  | {kind: 'file'; file: File}
  /** A file another page handed over (src/lib/config-editor/handover.ts), as stored. */
  | {kind: 'handover'; stored: string};
/** An OpenWish with a number that tells one request from the next. */
export type OpenRequest = OpenWish & {id: number};

/** The Default menu's entries: every Geyser build, then Floodgate's two files. */
export const DEFAULT_CHOICES: readonly {id: string; choice: DefaultChoice}[] = [
  ...geyserPlatforms.map((platform) => ({id: `geyser-${platform}`, choice: {product: 'geyser', platform} as DefaultChoice})),
  ...floodgateFiles.map((file) => ({id: `floodgate-${file}`, choice: {product: 'floodgate', file} as DefaultChoice})),
];

export function choiceLabel(choice: DefaultChoice): string {
  return choice.product === 'geyser' ? platformLabel(choice.platform) : floodgateFileLabel(choice.file);
}

export function hintFor(choice: DefaultChoice): ReadOptions {
  return choice.product === 'geyser' ? {platform: choice.platform} : {floodgateFile: choice.file};
}
