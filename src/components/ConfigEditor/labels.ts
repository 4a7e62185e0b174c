/** The names of the Geyser builds and Floodgate files, which the page shows before any file is open. */
import '@site/src/i18n/groups/configEditor';
import {translate} from '@docusaurus/Translate';
import type {FloodgateFile, GeyserPlatform} from '@site/src/data/configFormats/types';

export function platformLabel(platform: GeyserPlatform): string {
  switch (platform) {
    case 'spigot':
      return translate({id: 'utilities.configEditor.platform.spigot', message: 'Geyser for Paper, Spigot or Velocity'});
    case 'bungeecord':
      return translate({id: 'utilities.configEditor.platform.bungeecord', message: 'Geyser for BungeeCord'});
    case 'mod':
      return translate({id: 'utilities.configEditor.platform.mod', message: 'Geyser for Fabric, NeoForge or ViaProxy'});
    case 'standalone':
      return translate({id: 'utilities.configEditor.platform.standalone', message: 'Geyser Standalone'});
  }
}

export function floodgateFileLabel(file: FloodgateFile): string {
  return file === 'proxy'
    ? translate({id: 'utilities.configEditor.floodgateFile.proxy', message: 'Floodgate on a proxy (BungeeCord, Velocity)'})
    : translate({id: 'utilities.configEditor.floodgateFile.server', message: 'Floodgate on a server (Paper, Spigot, Fabric, NeoForge)'});
}
