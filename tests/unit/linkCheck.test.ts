import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import fs from 'node:fs';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {deadLinks, isAllowed, isExternal, issueBody, issueLabel, issueTitle, readAllowList} from '../../scripts/link-check/report.mjs';
import {checkSite} from '../../scripts/link-check/run.mjs';

const root = path.resolve(__dirname, '../..');
const site = 'http://localhost:4000';

describe('the allow list', () => {
  const allow = readAllowList({
    hosts: [
      {host: 'geysermc.org', reason: 'the site itself'},
      {host: '*.spigotmc.org', reason: 'Cloudflare challenge'},
    ],
  });

  it('matches a plain host exactly and a *. host with its subdomains', () => {
    expect(isAllowed('https://geysermc.org/wiki/', allow)).toBe(true);
    expect(isAllowed('https://download.geysermc.org/v2/projects', allow)).toBe(false);
    expect(isAllowed('https://www.spigotmc.org/resources/1/', allow)).toBe(true);
    expect(isAllowed('https://spigotmc.org/', allow)).toBe(true);
    expect(isAllowed('https://notspigotmc.org/', allow)).toBe(false);
    expect(isAllowed('not a url', allow)).toBe(false);
  });

  it('refuses entries without a reason or with a malformed host', () => {
    expect(() => readAllowList({hosts: [{host: 'example.com'}]})).toThrow(/reason/);
    expect(() => readAllowList({hosts: [{host: 'https://example.com/', reason: 'x'}]})).toThrow(/host name/);
    expect(() => readAllowList({})).toThrow(/hosts/);
  });

  it('the project allow list is valid and gives every host a reason', () => {
    const file = JSON.parse(fs.readFileSync(path.join(root, 'scripts/link-check/allow.json'), 'utf8')) as unknown;
    const allowList = readAllowList(file);
    expect(allowList.length).toBeGreaterThan(0);
    for (const entry of allowList) expect(entry.reason.length, entry.host).toBeGreaterThan(20);
    // The Downloads API and the global API are links readers follow: they must be checked.
    expect(isAllowed('https://download.geysermc.org/v2/projects', allowList)).toBe(false);
    expect(isAllowed('https://api.geysermc.org/v2/', allowList)).toBe(false);
  });
});

describe('dead links and the issue body', () => {
  const results = [
    {url: `${site}/wiki/a/`, state: 'OK', status: 200},
    {url: 'https://gone.example/x', state: 'BROKEN', status: 404, parent: `${site}/wiki/b/`},
    {url: 'https://gone.example/x', state: 'BROKEN', status: 404, parent: `${site}/wiki/a/`},
    {url: 'https://gone.example/x', state: 'BROKEN', status: 404, parent: `${site}/wiki/a/`},
    {url: 'https://down.example/', state: 'BROKEN', status: 0, parent: `${site}/`},
    {url: 'https://www.spigotmc.org/r/1', state: 'BROKEN', status: 403, parent: `${site}/`},
    {url: `${site}/missing/`, state: 'BROKEN', status: 404, parent: `${site}/`},
    {url: 'https://fine.example/', state: 'OK', status: 200, parent: `${site}/`},
    {url: 'https://skipped.example/', state: 'SKIPPED', parent: `${site}/`},
  ];
  const allow = [{host: '*.spigotmc.org', reason: 'Cloudflare challenge'}];

  it('keeps broken external links not on the allow list, once each, with the pages that have them', () => {
    expect(isExternal('https://gone.example/x', site)).toBe(true);
    expect(isExternal(`${site}/wiki/`, site)).toBe(false);
    expect(isExternal('mailto:someone@example.com', site)).toBe(false);
    // linkinator names the pages it served by their path in the built folder.
    expect(isExternal('/tmp/build/wiki/', '/tmp/build')).toBe(false);
    expect(
      deadLinks([{url: 'https://gone.example/', state: 'BROKEN', status: 410, parent: '/tmp/build/wiki/a/'}], {site: '/tmp/build', allow}),
    ).toEqual([{url: 'https://gone.example/', status: 410, pages: ['/wiki/a/']}]);
    expect(deadLinks(results, {site, allow})).toEqual([
      {url: 'https://down.example/', status: 0, pages: ['/']},
      {url: 'https://gone.example/x', status: 404, pages: ['/wiki/a/', '/wiki/b/']},
    ]);
  });

  it('writes an issue body that lists each dead link, its status and its pages', () => {
    const body = issueBody(deadLinks(results, {site, allow}), {checked: 5, runUrl: 'https://github.com/o/r/actions/runs/1'});
    expect(body).toContain('found 2 dead external links among the 5 links');
    expect(body).toContain('- `https://gone.example/x`: HTTP 404\n  on `/wiki/a/`, `/wiki/b/`');
    expect(body).toContain('- `https://down.example/`: no answer');
    expect(body).toContain('Run: https://github.com/o/r/actions/runs/1');
    expect(body).toContain('scripts/link-check/allow.json');
    expect(body).not.toContain('spigotmc');
  });

  it('keeps backticks in an address from breaking the list, and stays under GitHub’s size limit', () => {
    const many = Array.from({length: 3000}, (_, i) => ({url: `https://gone.example/${i}/\`x\``, status: 404, pages: ['/a/', '/b/']}));
    const body = issueBody(many, {checked: 3000});
    expect(body.length).toBeLessThan(65_536);
    expect(body).toContain('https://gone.example/0/%60x%60');
    expect(body).toMatch(/…and \d+ more: see the run's log\./);
  });

  it('names the issue the workflow finds by label', () => {
    const workflow = fs.readFileSync(path.join(root, '.github/workflows/link-check.yml'), 'utf8');
    expect(workflow).toContain(`--label ${issueLabel}`);
    expect(workflow).toContain(`--title "${issueTitle}"`);
  });
});

describe('checking a built site', () => {
  // A stand-in for the outside web on 127.0.0.1: one page that exists, one that does not.
  let server: http.Server;
  let web: string;
  let dir: string;
  const asked: string[] = [];

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      asked.push(request.url ?? '');
      if (request.url === '/good') {
        response.writeHead(200, {'Content-Type': 'text/html'});
        response.end('<p>here</p>');
      } else {
        response.writeHead(404, {'Content-Type': 'text/plain'});
        response.end('not found');
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    web = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'link-check-'));
    fs.mkdirSync(path.join(dir, 'guide'));
    fs.writeFileSync(path.join(dir, 'index.html'), `<a href="/guide/">Guide</a> <a href="${web}/good">good</a>`);
    fs.writeFileSync(path.join(dir, 'guide/index.html'), `<a href="/">Home</a> <a href="${web}/dead">dead</a> <a href="${web}/good">good</a>`);
  });

  afterAll(() => {
    server.close();
    fs.rmSync(dir, {recursive: true, force: true});
  });

  it('follows the pages and reports exactly the dead external link', async () => {
    const {checked, dead} = await checkSite({dir, allow: [], timeout: 5000});
    expect(checked).toBe(2);
    expect(dead).toEqual([{url: `${web}/dead`, status: 404, pages: ['/guide/']}]);
  }, 30_000);

  it('does not ask a host on the allow list', async () => {
    asked.length = 0;
    const {checked, dead} = await checkSite({dir, allow: [{host: '127.0.0.1', reason: 'test'}], timeout: 5000});
    expect(dead).toEqual([]);
    expect(checked).toBe(0);
    expect(asked).toEqual([]);
  }, 30_000);
});
