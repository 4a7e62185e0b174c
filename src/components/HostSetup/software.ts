import type {ServerSoftware} from '@site/src/data/hostingProviders';

/** Product names, the same in every language. */
const names: Record<ServerSoftware, string> = {
  paper: 'Paper/Spigot',
  velocity: 'Velocity',
  bungeecord: 'BungeeCord',
  fabric: 'Fabric',
  neoforge: 'NeoForge',
};

export function softwareName(software: ServerSoftware): string {
  return names[software];
}
