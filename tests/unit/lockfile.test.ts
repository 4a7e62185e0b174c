import {describe, expect, it} from 'vitest';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import semver from 'semver';

// `npm ci` installs exactly what package-lock.json lists and refuses to start when a
// package's optional dependency (a platform binary such as @swc/html-darwin-arm64) is
// missing from it: every platform's binaries must be listed, not only this machine's.

interface LockedPackage {
  version?: string;
  optional?: boolean;
  dev?: boolean;
  engines?: Record<string, string>;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

const root = path.resolve(__dirname, '../..');
const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
  lockfileVersion: number;
  packages: Record<string, LockedPackage>;
};
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  engines: {node: string};
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

/** Node's lookup: the package's own node_modules, then each parent's, up to the root. */
function resolveInLock(from: string, name: string): LockedPackage | undefined {
  let dir = from;
  for (;;) {
    const key = dir ? `${dir}/node_modules/${name}` : `node_modules/${name}`;
    if (lock.packages[key]) return lock.packages[key];
    if (!dir) return undefined;
    const cut = dir.lastIndexOf('/node_modules/');
    dir = cut === -1 ? '' : dir.slice(0, cut);
  }
}

describe('package-lock.json', () => {
  it('is a version 3 lockfile', () => {
    expect(lock.lockfileVersion).toBe(3);
  });

  it('lists every optional dependency (every platform binary) of every locked package', () => {
    const missing: string[] = [];
    for (const [key, entry] of Object.entries(lock.packages)) {
      for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
        const found = resolveInLock(key, name);
        if (!found || !found.version || !semver.satisfies(found.version, range)) {
          missing.push(`${key || '(root)'} needs ${name}@${range}`);
        }
      }
    }
    expect(
      missing,
      'These optional dependencies are not in package-lock.json, so `npm ci` refuses to install. ' +
        'Pin the parent (package.json "overrides") to a version whose binaries are all published, then run `npm install`.',
    ).toEqual([]);
  });

  it('records the exact versions package.json asks for', () => {
    const rootEntry = lock.packages[''] as LockedPackage & {devDependencies?: Record<string, string>};
    expect(rootEntry.dependencies).toEqual(pkg.dependencies);
    expect(rootEntry.devDependencies).toEqual(pkg.devDependencies);
  });
});

describe('supported Node.js versions', () => {
  const lowest = semver.minVersion(pkg.engines.node)!;

  it('package.json "engines" starts at a version every installed package supports', () => {
    const unsupported = Object.entries(lock.packages)
      .filter(([key, entry]) => key && !entry.optional && entry.engines?.node)
      .filter(([, entry]) => !semver.satisfies(lowest, entry.engines!.node, {includePrerelease: true}))
      .map(([key, entry]) => `${key.replace(/^.*node_modules\//, '')} needs node ${entry.engines!.node}`);
    expect(unsupported, `engines.node is "${pkg.engines.node}" but these packages need more`).toEqual([]);
  });

  it('the README names the same lowest version', () => {
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
    const stated = /You need Node\.js (\d+\.\d+) or newer/.exec(readme)?.[1];
    expect(stated, 'README.md should say "You need Node.js X.Y or newer"').toBeDefined();
    expect(`${lowest.major}.${lowest.minor}`).toBe(stated);
  });
});
