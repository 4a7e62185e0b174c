/**
 * The projects of the download page, mirroring the projects the Downloads API
 * publishes, listed at https://download.geysermc.org/v2/projects (one `projectId`
 * per entry; `downloadName` is the key under a build's `downloads`). The choice
 * of projects and the beta marks follow the official download page
 * (GeyserMC/GeyserWebsite, src/pages/download.tsx).
 */
export const downloadProjectsSource = 'https://download.geysermc.org/v2/projects';

/** The tabs of the download page, in display order; `?project=` picks one. */
export const downloadTabs = ['geyser', 'floodgate', 'other-projects'] as const;
export type DownloadTab = (typeof downloadTabs)[number];

/** One file a project publishes on the Downloads API, such as Geyser for Velocity. */
export interface PlatformDownload {
  /** The download's key in the Downloads API (`…/downloads/{key}`). */
  downloadName: string;
  /** What the button says (a platform or file name, the same in every language). */
  label: string;
}

/** A platform build published somewhere else than the Downloads API. */
export interface ExternalDownload {
  label: string;
  url: string;
}

export interface DownloadProject {
  /** The project's id in the Downloads API. */
  projectId: string;
  name: string;
  tab: DownloadTab;
  /** Wiki page that explains the project or its setup. */
  guide: string;
  /** Source repository; build changes link to its commits. */
  repository: string;
  platforms: PlatformDownload[];
  /** Shown with a "Beta" mark, as the official download page marks it. */
  beta?: boolean;
  /** Builds for platforms the Downloads API does not carry. */
  external?: ExternalDownload[];
}

export const downloadProjects: DownloadProject[] = [
  {
    projectId: 'geyser',
    name: 'Geyser',
    tab: 'geyser',
    guide: '/wiki/geyser/setup/',
    repository: 'https://github.com/GeyserMC/Geyser',
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
    repository: 'https://github.com/GeyserMC/Floodgate',
    platforms: [
      {downloadName: 'spigot', label: 'Spigot/Paper'},
      {downloadName: 'bungee', label: 'BungeeCord'},
      {downloadName: 'velocity', label: 'Velocity'},
    ],
    external: [
      {label: 'Fabric', url: 'https://modrinth.com/mod/floodgate'},
      {label: 'NeoForge', url: 'https://modrinth.com/mod/floodgate'},
    ],
  },
  {
    projectId: 'geyserconnect',
    name: 'GeyserConnect',
    tab: 'other-projects',
    guide: '/wiki/other/geyserconnect/',
    repository: 'https://github.com/GeyserMC/GeyserConnect',
    platforms: [{downloadName: 'geyserconnect', label: 'GeyserConnect'}],
  },
  {
    projectId: 'geyseroptionalpack',
    name: 'GeyserOptionalPack',
    tab: 'other-projects',
    guide: '/wiki/other/geyseroptionalpack/',
    repository: 'https://github.com/GeyserMC/GeyserOptionalPack',
    platforms: [{downloadName: 'geyseroptionalpack', label: 'GeyserOptionalPack.mcpack'}],
  },
  {
    projectId: 'thirdpartycosmetics',
    name: 'ThirdPartyCosmetics',
    tab: 'other-projects',
    guide: '/wiki/other/thirdpartycosmetics/',
    repository: 'https://github.com/GeyserMC/ThirdPartyCosmetics',
    platforms: [{downloadName: 'thirdpartycosmetics', label: 'ThirdPartyCosmetics'}],
  },
  {
    projectId: 'hurricane',
    name: 'Hurricane',
    tab: 'other-projects',
    guide: '/wiki/other/hurricane/',
    repository: 'https://github.com/GeyserMC/Hurricane',
    platforms: [{downloadName: 'spigot', label: 'Spigot/Paper'}],
  },
  {
    projectId: 'floodgatedb',
    name: 'Floodgate database add-ons',
    tab: 'other-projects',
    guide: '/wiki/floodgate/linking/#local-linking',
    repository: 'https://github.com/GeyserMC/Floodgate',
    platforms: [
      {downloadName: 'sqlite', label: 'SQLite'},
      {downloadName: 'mysql', label: 'MySQL'},
      {downloadName: 'mongodb', label: 'MongoDB'},
    ],
  },
  {
    projectId: 'emoteoffhand',
    name: 'EmoteOffhand',
    tab: 'other-projects',
    guide: '/wiki/geyser/current-limitations/#emoteoffhand',
    repository: 'https://github.com/GeyserMC/EmoteOffhandExtension',
    platforms: [{downloadName: 'emoteoffhand', label: 'EmoteOffhand'}],
  },
  {
    projectId: 'rainbow',
    name: 'Rainbow',
    tab: 'other-projects',
    guide: '/wiki/other/rainbow/',
    repository: 'https://github.com/GeyserMC/Rainbow',
    platforms: [{downloadName: 'rainbow', label: 'Fabric'}],
  },
  {
    projectId: 'hydraulic',
    name: 'Hydraulic',
    tab: 'other-projects',
    guide: '/wiki/other/hydraulic/',
    repository: 'https://github.com/GeyserMC/Hydraulic',
    platforms: [
      {downloadName: 'fabric', label: 'Fabric'},
      {downloadName: 'neoforge', label: 'NeoForge'},
    ],
    beta: true,
  },
  {
    projectId: 'thunder',
    name: 'Thunder',
    tab: 'other-projects',
    guide: '/wiki/other/thunder/',
    repository: 'https://github.com/GeyserMC/PackConverter',
    platforms: [{downloadName: 'thunder', label: 'Thunder'}],
    beta: true,
  },
];

/** The projects shown on one tab of the download page, in display order. */
export function projectsForTab(tab: DownloadTab): DownloadProject[] {
  return downloadProjects.filter((project) => project.tab === tab);
}

/** The Downloads API's permanent link to the newest file of a project, valid without JavaScript. */
export function latestDownloadUrl(apiBase: string, projectId: string, downloadName: string): string {
  return `${apiBase}/v2/projects/${encodeURIComponent(projectId)}/versions/latest/builds/latest/downloads/${encodeURIComponent(downloadName)}`;
}

/** Link to one commit of a project's repository. */
export function commitUrl(project: Pick<DownloadProject, 'repository'>, commit: string): string {
  return `${project.repository}/commit/${commit}`;
}

/**
 * The list of projects this file mirrors: the Downloads API's `GET /v2/projects`, compared by
 * `npm run check:upstream`. `notOffered` are published projects the download page leaves out on purpose.
 */
export const downloadProjectsUpstream = {
  endpoint: '/v2/projects',
  notOffered: {
    // Test builds of open Geyser pull requests (linked from each pull request), not releases.
    geyserpreview: 'preview builds of pull requests',
  },
} as const;
