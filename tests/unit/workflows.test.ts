import {describe, expect, it} from 'vitest';
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import YAML, {isPair, isScalar, type Scalar} from 'yaml';

// The GitHub Actions workflows run with the least privilege they need. A later
// edit that widens a token, unpins an action or deploys untested code fails here.

const root = path.resolve(__dirname, '../..');
const workflowDir = path.join(root, '.github/workflows');
const workflowFiles = readdirSync(workflowDir)
  .filter((f) => /\.ya?ml$/.test(f))
  .sort();

interface Step {
  name?: string;
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
}
interface Job {
  uses?: string;
  needs?: string | string[];
  permissions?: Record<string, string> | string;
  steps?: Step[];
}
interface Workflow {
  on: unknown;
  permissions?: Record<string, string> | string;
  jobs: Record<string, Job>;
}

function load(file: string): {workflow: Workflow; doc: YAML.Document} {
  const text = readFileSync(path.join(workflowDir, file), 'utf8');
  const doc = YAML.parseDocument(text);
  expect(doc.errors, `${file} is not valid YAML`).toEqual([]);
  return {workflow: doc.toJS() as Workflow, doc};
}

/** Every `uses:` value in a workflow with the comment written after it on its line. */
function usesWithComments(doc: YAML.Document): {uses: string; comment: string}[] {
  const found: {uses: string; comment: string}[] = [];
  YAML.visit(doc, {
    Pair(_, pair) {
      if (isPair(pair) && isScalar(pair.key) && pair.key.value === 'uses' && isScalar(pair.value)) {
        const value = pair.value as Scalar;
        found.push({uses: String(value.value), comment: (value.comment ?? '').trim()});
      }
    },
  });
  return found;
}

function needsOf(job: Job): string[] {
  if (!job.needs) return [];
  return Array.isArray(job.needs) ? job.needs : [job.needs];
}

/** All jobs a job waits for, directly or through other jobs. */
function allNeeds(jobs: Record<string, Job>, id: string, seen = new Set<string>()): Set<string> {
  for (const need of needsOf(jobs[id]!)) {
    if (!seen.has(need)) {
      seen.add(need);
      allNeeds(jobs, need, seen);
    }
  }
  return seen;
}

const packageJson = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  engines: {node: string};
  allowScripts?: Record<string, boolean>;
};

/** Jobs allowed more than the read-only default, and exactly what each may have. */
const allowedJobPermissions: Record<string, Record<string, string>> = {
  'deploy.yml/deploy': {pages: 'write', 'id-token': 'write'},
  'crowdin.yml/sync': {contents: 'write', 'pull-requests': 'write'},
  'link-check.yml/report': {issues: 'write'},
  'upstream-drift.yml/report': {issues: 'write'},
};

describe.each(workflowFiles)('workflow %s', (file) => {
  const {workflow, doc} = load(file);

  it('gives the token read access to the contents only, at the top', () => {
    expect(workflow.permissions, `${file}: add "permissions: contents: read" at the top level`).toEqual({contents: 'read'});
  });

  it('widens permissions only on the jobs that need it', () => {
    for (const [id, job] of Object.entries(workflow.jobs)) {
      if (job.permissions === undefined) continue;
      const allowed = allowedJobPermissions[`${file}/${id}`];
      expect(allowed, `${file}: job "${id}" sets permissions; only the jobs listed in allowedJobPermissions may`).toBeDefined();
      expect(job.permissions, `${file}: job "${id}" asks for more than it needs`).toEqual(allowed);
    }
  });

  it('pins every outside action to a full commit SHA, with its version in a comment', () => {
    const problems: string[] = [];
    for (const {uses, comment} of usesWithComments(doc)) {
      if (uses.startsWith('./')) continue; // this repository's own workflows and actions
      if (!/^[\w.-]+\/[\w./-]+@[0-9a-f]{40}$/.test(uses)) {
        problems.push(`${uses}: pin to the 40-character commit of a release (owner/repo@<sha> # vX.Y.Z)`);
      } else if (!/^v\d+(\.\d+)*$/.test(comment)) {
        problems.push(`${uses}: add the release's version after it as a comment, e.g. "# v1.2.3" (found "${comment}")`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('leaves no token in the checkout (persist-credentials: false)', () => {
    for (const [id, job] of Object.entries(workflow.jobs)) {
      for (const step of job.steps ?? []) {
        if (!step.uses?.startsWith('actions/checkout@')) continue;
        expect(step.with?.['persist-credentials'], `${file}: job "${id}" checks out with credentials that npm scripts could read`).toBe(false);
      }
    }
  });

  it('checks out the whole history where it builds the site (pages show the date of their last commit)', () => {
    for (const [id, job] of Object.entries(workflow.jobs)) {
      const steps = job.steps ?? [];
      const builds = steps.some((step) => /^npm (test|run build)\b|docusaurus build/m.test(step.run ?? ''));
      if (!builds) continue;
      const checkouts = steps.filter((step) => step.uses?.startsWith('actions/checkout@'));
      expect(checkouts.length, `${file}: job "${id}" builds the site without checking it out`).toBeGreaterThan(0);
      for (const step of checkouts) {
        expect(step.with?.['fetch-depth'], `${file}: job "${id}" builds from a shallow clone; add "fetch-depth: 0" to its checkout`).toBe(0);
      }
    }
  });

  it('installs with npm ci (the lockfile), never npm install', () => {
    for (const [id, job] of Object.entries(workflow.jobs)) {
      for (const step of job.steps ?? []) {
        expect(step.run ?? '', `${file}: job "${id}" runs npm install; use npm ci`).not.toMatch(/\bnpm (install|i)\b/);
      }
    }
  });

  it('installs without running any dependency install script (npm ci --ignore-scripts)', () => {
    for (const [id, job] of Object.entries(workflow.jobs)) {
      for (const step of job.steps ?? []) {
        if (!/\bnpm ci\b/.test(step.run ?? '')) continue;
        expect(step.run, `${file}: job "${id}" lets dependencies' install scripts run; add --ignore-scripts`).toMatch(
          /\bnpm ci\b[^\n]*--ignore-scripts/,
        );
      }
    }
  });

  it('runs Node.js 24, the current LTS, within the supported range', () => {
    for (const job of Object.values(workflow.jobs)) {
      for (const step of job.steps ?? []) {
        if (!step.uses?.startsWith('actions/setup-node@')) continue;
        expect(step.with?.['node-version']).toBe(24);
        expect(semver.satisfies('24.0.0', packageJson.engines.node)).toBe(true);
      }
    }
  });
});

describe('deployment', () => {
  const {workflow} = load('deploy.yml');
  const pr = load('pr.yml').workflow;

  it('publishes only after the pull-request checks pass', () => {
    const testJob = Object.entries(workflow.jobs).find(([, job]) => job.uses === './.github/workflows/pr.yml')?.[0];
    expect(testJob, 'deploy.yml should run pr.yml as a job before deploying').toBeDefined();
    expect([...allNeeds(workflow.jobs, 'deploy')], 'the deploy job must need the test job').toContain(testJob);
    expect([...allNeeds(workflow.jobs, 'build')], 'the build job must need the test job').toContain(testJob);
    expect(pr.on, 'pr.yml must be callable from deploy.yml').toHaveProperty('workflow_call');
  });

  it('gives Pages and OIDC write access to the deploy job alone', () => {
    expect(workflow.jobs.deploy?.permissions).toEqual({pages: 'write', 'id-token': 'write'});
    for (const [id, job] of Object.entries(workflow.jobs)) {
      if (id === 'deploy') continue;
      expect(JSON.stringify(job.permissions ?? {}), `job "${id}"`).not.toMatch(/pages|id-token/);
    }
  });
});

describe('caches', () => {
  const cacheSteps = workflowFiles.flatMap((file) =>
    Object.entries(load(file).workflow.jobs).flatMap(([job, {steps = []}]) =>
      steps.map((step, index) => ({file, job, step, index, steps})).filter(({step}) => step.uses?.startsWith('actions/cache@')),
    ),
  );

  it('keep only the social cards, which are pictures named by their hash, never code or dependencies', () => {
    expect(cacheSteps.map(({file, job}) => `${file}/${job}`).sort()).toEqual(['deploy.yml/build', 'pr.yml/test']);
    for (const {file, step} of cacheSteps) {
      expect(step.with?.path, file).toBe('node_modules/.cache/social-cards');
    }
  });

  it('are restored after the install and before anything builds', () => {
    for (const {file, index, steps} of cacheSteps) {
      const at = (pattern: RegExp) => steps.findIndex((s) => pattern.test(s.run ?? ''));
      expect(at(/\bnpm ci\b/), `${file}: npm ci would empty node_modules/.cache after the restore`).toBeLessThan(index);
      const build = at(/^npm (test|run build)\b/m);
      expect(build, file).toBeGreaterThan(index);
    }
  });
});

describe('pull-request checks', () => {
  const {workflow} = load('pr.yml');
  const runs = Object.values(workflow.jobs).flatMap((job) => (job.steps ?? []).map((s) => s.run ?? ''));

  it('run the test command and lint the workflows', () => {
    expect(runs.some((r) => /^npm test\b/m.test(r))).toBe(true);
    expect(runs.some((r) => /actionlint/i.test(r))).toBe(true);
  });

  it('lint and check the formatting before the tests, each as its own step', () => {
    const testSteps = workflow.jobs.test?.steps ?? [];
    const at = (pattern: RegExp) => testSteps.findIndex((s) => pattern.test(s.run ?? ''));
    const tests = at(/^npm test\b/m);
    expect(at(/^npm run lint$/m), 'npm run lint').toBeGreaterThan(-1);
    expect(at(/^npm run format:check$/m), 'npm run format:check').toBeGreaterThan(-1);
    expect(at(/^npm run lint$/m)).toBeLessThan(tests);
    expect(at(/^npm run format:check$/m)).toBeLessThan(tests);
  });

  it('fail when the install or the tests leave the checkout changed', () => {
    expect(runs.some((r) => r.includes('git status --porcelain'))).toBe(true);
  });
});

describe('link check', () => {
  const {workflow} = load('link-check.yml');
  const steps = (id: string) => workflow.jobs[id]?.steps ?? [];
  const runs = (id: string) => steps(id).map((s) => s.run ?? '');

  it('runs weekly and on demand', () => {
    const on = workflow.on as {schedule?: {cron: string}[]; workflow_dispatch?: unknown};
    expect(on.schedule?.length).toBe(1);
    // minute hour * * weekday: once a week
    expect(on.schedule![0]!.cron).toMatch(/^\d+ \d+ \* \* [0-6]$/);
    expect(on).toHaveProperty('workflow_dispatch');
  });

  it('builds only the English site and checks it in a job that can write nothing', () => {
    expect(workflow.jobs.check?.permissions).toBeUndefined();
    expect(runs('check').some((r) => /^npm ci\b/m.test(r))).toBe(true);
    expect(runs('check').some((r) => /npm run build -- --locale en\b/.test(r))).toBe(true);
    expect(runs('check').some((r) => /node scripts\/link-check\/run\.mjs --dir build\b/.test(r))).toBe(true);
  });

  it('files the issue from a job that may write issues only and runs no repository code', () => {
    const report = workflow.jobs.report!;
    expect(report.permissions).toEqual({issues: 'write'});
    expect(needsOf(report)).toEqual(['check']);
    // No checkout, no npm: nothing from the repository runs while the token can write.
    expect(steps('report').filter((s) => s.uses)).toEqual([]);
    for (const run of runs('report')) {
      expect(run).not.toMatch(/\bnpm\b|\bnode\b|\bnpx\b/);
      // The body reaches the shell through an environment variable, never pasted into the script.
      expect(run).not.toContain('${{');
    }
    const script = runs('report').join('\n');
    expect(script).toMatch(/gh issue list --label link-check --state open/);
    expect(script).toMatch(/gh issue edit/);
    expect(script).toMatch(/gh issue create/);
    expect(script).toMatch(/gh issue close/);
  });
});

describe('upstream drift check', () => {
  const {workflow} = load('upstream-drift.yml');
  const steps = (id: string) => workflow.jobs[id]?.steps ?? [];
  const runs = (id: string) => steps(id).map((s) => s.run ?? '');

  it('runs weekly on a schedule and on demand', () => {
    const on = workflow.on as {schedule?: {cron: string}[]; workflow_dispatch?: unknown};
    expect(on.schedule?.length, 'upstream-drift.yml needs a schedule').toBeGreaterThan(0);
    for (const {cron} of on.schedule ?? []) expect(cron.split(/\s+/)[4], `"${cron}" should run on one weekday`).toMatch(/^[0-6]$/);
    expect(on).toHaveProperty('workflow_dispatch');
  });

  it('runs npm run check:upstream in a job that can write nothing', () => {
    const checker = Object.entries(workflow.jobs).find(([id]) => runs(id).some((r) => /npm run (--silent )?check:upstream/.test(r)));
    expect(checker, 'no job runs npm run check:upstream').toBeDefined();
    expect(checker![1].permissions, 'the job that runs npm code keeps the read-only default').toBeUndefined();
  });

  it('installs with npm ci --ignore-scripts wherever it installs, and never in a job that can write', () => {
    for (const [id, job] of Object.entries(workflow.jobs)) {
      for (const run of runs(id).filter((r) => /\bnpm ci\b/.test(r))) {
        expect(run, `upstream-drift.yml: job "${id}" must install with --ignore-scripts`).toMatch(/npm ci\b.*--ignore-scripts/);
      }
      if (job.permissions !== undefined) {
        expect(runs(id).join('\n'), `upstream-drift.yml: job "${id}" can write, so it must not run npm`).not.toMatch(/(^|[;&|]\s*)(npm|npx) /m);
        expect(
          steps(id).some((s) => s.uses?.startsWith('actions/checkout@')),
          `job "${id}" can write, so it must not check out code`,
        ).toBe(false);
      }
    }
  });

  it('keeps one issue, found by its label, and closes none', () => {
    const script = runs('report').join('\n');
    expect(script).toMatch(/gh issue list --label "\$label" --state open/);
    expect(script).toMatch(/gh issue edit/);
    expect(script).toMatch(/gh issue create --title "\$title" --label "\$label"/);
    expect(script).not.toMatch(/gh issue close/);
  });

  it('passes the report to the shell through environment variables, never by expanding it into the script', () => {
    for (const [id] of Object.entries(workflow.jobs)) {
      for (const run of runs(id)) expect(run, `job "${id}"`).not.toMatch(/\$\{\{\s*needs\./);
    }
  });
});

describe('Dependabot', () => {
  it('updates the npm packages and the actions, in groups', () => {
    const file = path.join(root, '.github/dependabot.yml');
    expect(existsSync(file), 'add .github/dependabot.yml with npm and github-actions updates').toBe(true);
    const config = YAML.parse(readFileSync(file, 'utf8')) as {
      version: number;
      updates: {'package-ecosystem': string; directory: string; groups?: Record<string, unknown>}[];
    };
    expect(config.version).toBe(2);
    for (const ecosystem of ['npm', 'github-actions']) {
      const entry = config.updates.find((u) => u['package-ecosystem'] === ecosystem);
      expect(entry, `.github/dependabot.yml has no "${ecosystem}" entry`).toBeDefined();
      expect(entry!.directory).toBe('/');
      expect(Object.keys(entry!.groups ?? {}).length, `${ecosystem} updates should be grouped`).toBeGreaterThan(0);
    }
  });
});

describe('dependency install scripts', () => {
  // npm 11's allowScripts: every dependency with an install script is listed, and none may run.
  // postman-code-generators' script runs `npm install` in each of its generator folders, outside the
  // lockfile; the generators' few dependencies (lodash, postman-collection) are installed from the
  // lockfile at the top level, where Node finds them. The others only check or speed up a binary
  // that the lockfile already installs for each platform, or print a message.
  it('denies every dependency install script in package.json (allowScripts)', () => {
    expect(packageJson.allowScripts).toEqual({
      'core-js': false,
      esbuild: false,
      'postman-code-generators': false,
      '@parcel/watcher': false,
      '@swc/core': false,
    });
  });

  it('lists every installed package that has an install script', () => {
    const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {packages: Record<string, {hasInstallScript?: boolean}>};
    const withScripts = new Set(
      Object.entries(lock.packages)
        .filter(([, entry]) => entry.hasInstallScript)
        .map(([location]) => location.slice(location.lastIndexOf('node_modules/') + 'node_modules/'.length)),
    );
    withScripts.delete('');
    expect([...withScripts].sort()).toEqual(Object.keys(packageJson.allowScripts ?? {}).sort());
  });
});

describe('.ci/run', () => {
  const script = readFileSync(path.join(root, '.ci/run'), 'utf8');
  it('installs with npm ci', () => {
    expect(script).toMatch(/^npm ci\b/m);
    expect(script).not.toMatch(/^npm install\b/m);
  });
  it("runs the README's test command, then the extended checks", () => {
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
    expect(readme).toMatch(/## Tests\n\n```bash\nnpm test\n```/);
    expect(script).toMatch(/^npm test\nnpm run test:extended$/m);
  });
});
