/**
 * Gathers the builds a downloaded file is checked against: the newest build of
 * each project and, when asked, every build of that newest version. Lists that
 * cannot be loaded (offline, API down) are counted, so the page can say the
 * check was not complete instead of calling a genuine file unknown.
 */
import type {KnownBuild} from './checksum';
import type {LatestBuild} from './client';

export interface BuildSources {
  latest: (projectId: string) => Promise<LatestBuild>;
  versionBuilds: (projectId: string, version: string) => Promise<KnownBuild[]>;
}

export interface KnownBuilds {
  builds: KnownBuild[];
  /** Projects whose newest build (or its version's list) could not be loaded. */
  unavailable: string[];
}

export function toKnownBuild(build: LatestBuild): KnownBuild {
  return {
    projectId: build.projectId,
    projectName: build.projectName,
    version: build.version,
    build: build.build,
    time: build.time,
    downloads: build.downloads,
  };
}

export async function collectKnownBuilds(projectIds: readonly string[], sources: BuildSources, withOlder: boolean): Promise<KnownBuilds> {
  const results = await Promise.all(
    projectIds.map(async (projectId): Promise<{builds: KnownBuild[]; complete: boolean}> => {
      let latest: LatestBuild;
      try {
        latest = await sources.latest(projectId);
      } catch {
        return {builds: [], complete: false};
      }
      const builds = [toKnownBuild(latest)];
      if (!withOlder) return {builds, complete: true};
      try {
        return {builds: [...builds, ...(await sources.versionBuilds(projectId, latest.version))], complete: true};
      } catch {
        return {builds, complete: false};
      }
    }),
  );
  return {
    builds: results.flatMap((result) => result.builds),
    unavailable: projectIds.filter((_, index) => !results[index]!.complete),
  };
}

/** The newest build number known per project. */
export function newestBuilds(builds: readonly KnownBuild[]): Map<string, number> {
  const newest = new Map<string, number>();
  for (const build of builds) newest.set(build.projectId, Math.max(newest.get(build.projectId) ?? 0, build.build));
  return newest;
}
