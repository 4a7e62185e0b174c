/**
 * The config.yml for a host: the config editor's own default file for the software's Geyser build,
 * with only the host's values changed through the editor's lossless edits.
 */
import {buildDefaultConfig} from '@site/src/lib/config-editor/defaultConfig';
import {setOptionValue, type EditFailure} from '@site/src/lib/config-editor/configDocument';
import type {SetupPlan} from './plan';

/** `base` is the editor's default file the host's values were written into. */
export type HostConfigResult = {ok: true; text: string; base: string} | {ok: false; key: string; reason: EditFailure};

export function hostConfigFile(plan: Pick<SetupPlan, 'setup' | 'values'>, newId?: () => string): HostConfigResult {
  const platform = plan.setup.configPlatform;
  const base = buildDefaultConfig({product: 'geyser', platform}, newId);
  let text = base;
  for (const [key, value] of plan.values) {
    const edited = setOptionValue(text, key, value, {platform});
    if (!edited.ok) return {ok: false, key, reason: edited.reason};
    text = edited.text;
  }
  return {ok: true, text, base};
}
