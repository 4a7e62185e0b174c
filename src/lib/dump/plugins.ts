/** Looking things up in a dump's plugin or mod list. */
import type {PluginInfo} from './model';

/** Floodgate's plugin and mod ids on every platform, with an optional platform suffix some builds carry. */
const floodgateNamePattern = /^floodgate(?:[-_ ][a-z]+)?$/i;

export function isFloodgate(plugin: PluginInfo): boolean {
  return plugin.name !== undefined && floodgateNamePattern.test(plugin.name.trim());
}

/** Undefined when the dump has no plugin list; otherwise whether an enabled Floodgate is in it. */
export function floodgateState(plugins: readonly PluginInfo[] | undefined): 'enabled' | 'disabled' | 'absent' | undefined {
  if (!plugins) return undefined;
  const entries = plugins.filter(isFloodgate);
  if (entries.length === 0) return 'absent';
  // Proxies list every plugin as enabled; a false here is an explicit "disabled".
  return entries.some((plugin) => plugin.enabled !== false) ? 'enabled' : 'disabled';
}

function matches(text: string | undefined, query: string): boolean {
  return text !== undefined && text.toLocaleLowerCase().includes(query);
}

/** Plugins whose name, main class, version or an author contains the query (any case). */
export function filterPlugins<T extends PluginInfo>(plugins: readonly T[], query: string): T[] {
  const needle = query.trim().toLocaleLowerCase();
  if (needle === '') return [...plugins];
  return plugins.filter(
    (plugin) =>
      matches(plugin.name, needle) ||
      matches(plugin.main, needle) ||
      matches(plugin.version, needle) ||
      (plugin.authors ?? []).some((author) => matches(author, needle)),
  );
}
