/**
 * Matching a file's SHA-256 to the builds the Downloads API published. Pure:
 * the page hashes the file and gathers the builds; this says which build, if
 * any, the checksum belongs to.
 */

/** One build of one project, as far as the check needs it. */
export interface KnownBuild {
  projectId: string;
  projectName: string;
  version: string;
  build: number;
  /** Publish time as an ISO 8601 string. */
  time: string;
  /** Files of the build by download key. */
  downloads: Record<string, {name: string; sha256: string}>;
}

export interface ChecksumMatch {
  projectId: string;
  projectName: string;
  version: string;
  build: number;
  time: string;
  /** The download key, e.g. "spigot". */
  downloadName: string;
  fileName: string;
  /** True when this is the newest build known for its project. */
  latest: boolean;
}

export type ChecksumInput = {ok: true; sha256: string} | {ok: false; problem: 'empty' | 'wrong-length' | 'not-hex'};

const hexPattern = /^[0-9a-f]+$/;

/**
 * Reads a pasted checksum: any case, spaces or colons between digit groups, a
 * "sha256:" or "SHA256=" label, and `sha256sum` output ("<hash>  <file>") are fine.
 */
export function readChecksum(input: string): ChecksumInput {
  let text = input.trim();
  if (text === '') return {ok: false, problem: 'empty'};
  text = text.replace(/^sha-?256\s*[:=]?\s*/i, '');
  // sha256sum and shasum print the hash, then the file name.
  const sumLine = /^([0-9a-fA-F]{64})\s+\*?\S.*$/.exec(text);
  if (sumLine) text = sumLine[1]!;
  const compact = text.replace(/[\s:-]/g, '').toLowerCase();
  if (!hexPattern.test(compact)) return {ok: false, problem: 'not-hex'};
  if (compact.length !== 64) return {ok: false, problem: 'wrong-length'};
  return {ok: true, sha256: compact};
}

/** Every published file with this checksum, newest build first. */
export function matchChecksum(sha256: string, builds: readonly KnownBuild[]): ChecksumMatch[] {
  const wanted = sha256.toLowerCase();
  const newest = new Map<string, number>();
  for (const build of builds) {
    newest.set(build.projectId, Math.max(newest.get(build.projectId) ?? 0, build.build));
  }
  const matches: ChecksumMatch[] = [];
  const seen = new Set<string>();
  for (const build of builds) {
    for (const [downloadName, file] of Object.entries(build.downloads)) {
      if (typeof file?.sha256 !== 'string' || file.sha256.toLowerCase() !== wanted) continue;
      // The latest build also appears in its version's build list: count it once.
      const key = JSON.stringify([build.projectId, build.version, build.build, downloadName]);
      if (seen.has(key)) continue;
      seen.add(key);
      matches.push({
        projectId: build.projectId,
        projectName: build.projectName,
        version: build.version,
        build: build.build,
        time: build.time,
        downloadName,
        fileName: file.name,
        latest: newest.get(build.projectId) === build.build,
      });
    }
  }
  return matches.sort((a, b) => b.build - a.build || a.projectId.localeCompare(b.projectId, 'en'));
}
