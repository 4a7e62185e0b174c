import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Page, Request} from '@playwright/test';

/** The dump server the built site talks to; browser tests play it with routes. */
export const dumpServer = 'https://dump.geysermc.org';
export const viewerPath = '/utilities/dump-viewer/';

const fixtureDir = path.resolve(__dirname, '../fixtures/dumps');

/** The path of a sample dump, for file inputs. */
export function dumpFixturePath(name: string): string {
  return path.join(fixtureDir, name);
}

/** A sample dump from tests/fixtures/dumps. */
export function dumpFixture(name: string): string {
  return readFileSync(path.join(fixtureDir, name), 'utf8');
}

/** CORS headers the real server sends, or the browser would refuse the answer. */
export const corsHeaders = {'access-control-allow-origin': '*'};

export type Answer = {status?: number; body?: string; abort?: boolean};

/**
 * Plays the dump server: `answers` maps a key to its answer (or a list of answers for
 * successive requests; the last one repeats). Unknown keys get a 404. Returns the list of
 * requests the page made to the server. A request the page gave up on meanwhile is ignored.
 */
export async function playDumpServer(page: Page, answers: Record<string, Answer | Answer[]>): Promise<Request[]> {
  const requests: Request[] = [];
  const served = new Map<string, number>();
  await page.route(`${dumpServer}/**`, async (route) => {
    requests.push(route.request());
    const key = new URL(route.request().url()).pathname.split('/').pop() ?? '';
    const planned = answers[key];
    const count = served.get(key) ?? 0;
    served.set(key, count + 1);
    const answer = Array.isArray(planned) ? planned[Math.min(count, planned.length - 1)] : planned;
    if (!answer) return route.fulfill({status: 404, headers: corsHeaders, body: ''}).catch(() => undefined);
    if (answer.abort) return route.abort('internetdisconnected').catch(() => undefined);
    return route
      .fulfill({status: answer.status ?? 200, headers: {...corsHeaders, 'content-type': 'application/json'}, body: answer.body ?? ''})
      .catch(() => undefined);
  });
  return requests;
}
