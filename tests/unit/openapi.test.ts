import {describe, expect, it} from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import {latestDownloadUrl} from '@site/src/data/downloadProjects';
import {apiPages} from '../wikiPages';

const root = path.resolve(__dirname, '../..');
const specs = {
  'api.geysermc.org': 'openapi/global.yaml',
  'downloads.geysermc.org': 'openapi/downloads.yaml',
} as const;

type Spec = {paths: Record<string, Record<string, {operationId?: string}>>; servers?: {url: string}[]};

/** The page slug the generator derives from an operationId (getXuidV2 → get-xuid-v-2). */
function pageSlug(operationId: string): string {
  return operationId
    .replace(/([a-z])([A-Z])/g, '$1-$2')
    .replace(/([A-Za-z])(\d)/g, '$1-$2')
    .toLowerCase();
}

function operations(spec: Spec): string[] {
  return Object.values(spec.paths).flatMap((methods) =>
    Object.values(methods)
      .map((op) => op.operationId)
      .filter((id): id is string => typeof id === 'string'),
  );
}

describe.each(Object.entries(specs))('OpenAPI spec for %s', (folder, file) => {
  it('is a valid OpenAPI document', async () => {
    await expect(SwaggerParser.validate(path.join(root, file))).resolves.toBeDefined();
  });

  it('has a generated reference page for every operation, and only those', async () => {
    const spec = (await SwaggerParser.parse(path.join(root, file))) as unknown as Spec;
    const ops = operations(spec);
    expect(new Set(ops).size, 'operationIds must be unique').toBe(ops.length);
    for (const op of ops) {
      const page = path.join(root, 'docs-api', folder, `${pageSlug(op)}.api.mdx`);
      expect(fs.existsSync(page), `${op} has no page; run npm run gen-api`).toBe(true);
    }
    const expected = apiPages[folder as keyof typeof apiPages].filter((slug) => !slug.endsWith('-api'));
    expect(ops.map(pageSlug).sort()).toEqual([...expected].sort());
  });
});

describe('code that calls the Downloads API follows its spec', () => {
  it('builds the permanent latest-build download URL from the downloadLatest path', async () => {
    const spec = (await SwaggerParser.parse(path.join(root, specs['downloads.geysermc.org']))) as unknown as Spec;
    const [template] = Object.entries(spec.paths).find(([, methods]) => methods.get?.operationId === 'downloadLatest')!;
    const filled = template.replace('{project}', 'geyser').replace('{version}', 'latest').replace('{download}', 'velocity');
    expect(latestDownloadUrl(spec.servers![0]!.url, 'geyser', 'velocity')).toBe(`${spec.servers![0]!.url}${filled}`);
  });
});
