import type {DownloadTab} from '@site/src/lib/download/projectTab';

/** One file a project publishes on the Downloads API, such as Geyser for Velocity. */
export interface PlatformDownload {
  /** The download's name in the Downloads API (`…/downloads/{name}`). */
  downloadName: string;
  /** What the button says. */
  label: string;
}

export interface DownloadProject {
  /** The project's id in the Downloads API. */
  projectId: string;
  name: string;
  tab: DownloadTab;
  /** Wiki page that explains the project or its setup. */
  guide: string;
  platforms: PlatformDownload[];
}

export const downloadProjects: DownloadProject[] = [
  {
    projectId: 'geyser',
    name: 'Geyser',
    tab: 'geyser',
    guide: '/wiki/geyser/setup/',
    platforms: [
      {downloadName: 'spigot', label: 'Spigot/Paper'},
      {downloadName: 'bungeecord', label: 'BungeeCord'},
      {downloadName: 'velocity', label: 'Velocity'},
      {downloadName: 'fabric', label: 'Fabric'},
      {downloadName: 'neoforge', label: 'NeoForge'},
      {downloadName: 'viaproxy', label: 'ViaProxy'},
      {downloadName: 'standalone', label: 'Standalone'},
    ],
  },
  {
    projectId: 'floodgate',
    name: 'Floodgate',
    tab: 'floodgate',
    guide: '/wiki/floodgate/setup/',
    platforms: [
      {downloadName: 'spigot', label: 'Spigot/Paper'},
      {downloadName: 'bungee', label: 'BungeeCord'},
      {downloadName: 'velocity', label: 'Velocity'},
    ],
  },
];

/** The Downloads API's permanent link to the newest file of a project, valid without JavaScript. */
export function latestDownloadUrl(apiBase: string, projectId: string, downloadName: string): string {
  return `${apiBase}/v2/projects/${encodeURIComponent(projectId)}/versions/latest/builds/latest/downloads/${encodeURIComponent(downloadName)}`;
}
