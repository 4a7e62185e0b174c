/**
 * Checks the Geyser jar a dump describes: its SHA-256 is looked up among the builds the Downloads
 * API published, with the download page's own matching (src/lib/downloads/checksum.ts). The
 * builds searched are the newest build and every build of the dump's own version and of the
 * newest version. A version the API does not know (404) simply has no published builds; any other
 * failure leaves the check incomplete, so a genuine jar is never called unknown because the API
 * was out of reach.
 */
import {matchChecksum, type ChecksumMatch, type KnownBuild} from '../downloads/checksum';
import {DownloadsApiError, type LatestBuild} from '../downloads/client';
import {toKnownBuild} from '../downloads/knownBuilds';
import {releaseVersion} from './format';

export const geyserProjectId = 'geyser';

export type JarCheck =
  | {
      kind: 'published';
      match: ChecksumMatch;
      /** The newest published Geyser build, when it is newer than the jar's. */
      newer?: {build: number; version: string};
    }
  | {kind: 'not-published'}
  | {kind: 'unavailable'};

export interface JarCheckSources {
  latest: () => Promise<LatestBuild>;
  versionBuilds: (version: string) => Promise<KnownBuild[]>;
}

function isUnknownVersion(error: unknown): boolean {
  return error instanceof DownloadsApiError && error.kind === 'http' && error.status === 404;
}

export async function checkDumpJar(sha256: string, geyserVersion: string | undefined, sources: JarCheckSources): Promise<JarCheck> {
  let latest: LatestBuild;
  try {
    latest = await sources.latest();
  } catch {
    return {kind: 'unavailable'};
  }
  const versions = [...new Set([releaseVersion(geyserVersion), latest.version].filter((version): version is string => version !== undefined))];
  const lists = await Promise.all(
    versions.map(async (version) => {
      try {
        return {builds: await sources.versionBuilds(version), complete: true};
      } catch (error) {
        return {builds: [], complete: isUnknownVersion(error)};
      }
    }),
  );
  const builds = [toKnownBuild(latest), ...lists.flatMap((list) => list.builds)];
  const match = matchChecksum(sha256, builds).find((candidate) => candidate.projectId === geyserProjectId);
  if (match) {
    return latest.build > match.build
      ? {kind: 'published', match, newer: {build: latest.build, version: latest.version}}
      : {kind: 'published', match};
  }
  return lists.every((list) => list.complete) ? {kind: 'not-published'} : {kind: 'unavailable'};
}
