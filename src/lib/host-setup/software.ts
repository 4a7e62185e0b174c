/**
 * What each kind of server software needs from Geyser: which build of the Downloads API
 * (projects `geyser` and `floodgate`, see src/data/downloadProjects.ts), which config the
 * editor writes for it, and where the files go. Folder names are the plugin and mod names the
 * Geyser builds use (GeyserMC/Geyser: bootstrap/spigot/src/main/resources/plugin.yml,
 * bootstrap/bungeecord/src/main/resources/bungee.yml, bootstrap/mod/{fabric,neoforge}).
 */
import type {GeyserPlatform} from '@site/src/data/configFormats/types';
import type {ServerSoftware} from '@site/src/data/hostingProviders';

export interface SoftwareSetup {
  /** Geyser's download name in the Downloads API. */
  geyserDownload: string;
  /** Floodgate's download name in the Downloads API, or its page elsewhere (mods). */
  floodgate: {downloadName: string} | {url: string};
  /** The config file the editor writes for this software. */
  configPlatform: GeyserPlatform;
  /** The folder the jar files go into. */
  folder: 'plugins' | 'mods';
  /** Where Geyser writes its config.yml on first start. */
  configPath: string;
  /** A proxy: Floodgate also goes on every server behind it, with the proxy's key.pem. */
  proxy: boolean;
  /** Fabric servers also need the Fabric API mod. */
  needsFabricApi: boolean;
}

export const FABRIC_API_URL = 'https://modrinth.com/mod/fabric-api';
const FLOODGATE_MOD_URL = 'https://modrinth.com/mod/floodgate';

export const softwareSetup: Record<ServerSoftware, SoftwareSetup> = {
  paper: {
    geyserDownload: 'spigot',
    floodgate: {downloadName: 'spigot'},
    configPlatform: 'spigot',
    folder: 'plugins',
    configPath: 'plugins/Geyser-Spigot/config.yml',
    proxy: false,
    needsFabricApi: false,
  },
  velocity: {
    geyserDownload: 'velocity',
    floodgate: {downloadName: 'velocity'},
    configPlatform: 'spigot',
    folder: 'plugins',
    configPath: 'plugins/Geyser-Velocity/config.yml',
    proxy: true,
    needsFabricApi: false,
  },
  bungeecord: {
    geyserDownload: 'bungeecord',
    floodgate: {downloadName: 'bungee'},
    configPlatform: 'bungeecord',
    folder: 'plugins',
    configPath: 'plugins/Geyser-BungeeCord/config.yml',
    proxy: true,
    needsFabricApi: false,
  },
  fabric: {
    geyserDownload: 'fabric',
    floodgate: {url: FLOODGATE_MOD_URL},
    configPlatform: 'mod',
    folder: 'mods',
    configPath: 'config/Geyser-Fabric/config.yml',
    proxy: false,
    needsFabricApi: true,
  },
  neoforge: {
    geyserDownload: 'neoforge',
    floodgate: {url: FLOODGATE_MOD_URL},
    configPlatform: 'mod',
    folder: 'mods',
    configPath: 'config/Geyser-NeoForge/config.yml',
    proxy: false,
    needsFabricApi: false,
  },
};
