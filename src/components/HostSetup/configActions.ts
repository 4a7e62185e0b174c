// Loaded when the reader asks for the config: the YAML library and the config formats stay out
// of the page's first script.
import {hostConfigFile} from '@site/src/lib/host-setup/config';
import {HANDOVER_STORAGE_KEY, serializeHandover} from '@site/src/lib/config-editor/handover';
import {downloadText} from '@site/src/components/ConfigEditor/download';
import type {SetupPlan} from '@site/src/lib/host-setup/plan';

export type ConfigAction = 'download' | 'editor';
export type ActionResult = {ok: true} | {ok: false; reason: 'notMade' | 'storage'};

export function runConfigAction(plan: SetupPlan, action: ConfigAction): ActionResult {
  const made = hostConfigFile(plan);
  if (!made.ok) return {ok: false, reason: 'notMade'};
  if (action === 'download') {
    downloadText(made.text, 'config.yml');
    return {ok: true};
  }
  try {
    window.sessionStorage.setItem(
      HANDOVER_STORAGE_KEY,
      serializeHandover({text: made.text, original: made.base, platform: plan.setup.configPlatform, fileName: 'config.yml'}),
    );
  } catch {
    return {ok: false, reason: 'storage'};
  }
  return {ok: true};
}
