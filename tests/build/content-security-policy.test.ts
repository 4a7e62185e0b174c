import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from 'vitest';
import {buildDir, builtLocales, htmlFiles, parseHtml} from './site';

/**
 * Every built page, in every built locale, carries one Content-Security-Policy meta at the top
 * of its head that allows each of the page's inline scripts by hash and nothing inline else:
 * no event-handler attributes, no javascript: links; and that the policy keeps its fixed
 * directives. That the pages then run without a violation (services, workers, WebAssembly, the
 * search modal) is the browser tests' part: every browser test fails on a violation
 * (`policyViolations` in tests/e2e/fixtures.ts).
 */
const javascriptTypes = new Set(['', 'text/javascript', 'application/javascript', 'module']);
/** What every page's policy holds whatever else it allows: nothing from elsewhere by default, no plugins, no <base> elsewhere. */
const required = ["default-src 'self'", "object-src 'none'", "base-uri 'self'"];

test('every page allows exactly its inline scripts and has no inline handlers', () => {
  const files = htmlFiles();
  expect(files.length).toBeGreaterThan(100 * builtLocales.length);
  const problems: string[] = [];
  for (const file of files) {
    const $ = parseHtml(fs.readFileSync(path.join(buildDir, file), 'utf8'));
    const metas = $('meta[http-equiv="Content-Security-Policy"]');
    if (metas.length !== 1) {
      problems.push(`${file}: ${metas.length} policy metas`);
      continue;
    }
    if (!$('head > meta').eq(0).is('[charset]') || !$('head > meta').eq(1).is(metas))
      problems.push(`${file}: the policy is not right after <meta charset>`);
    const policy = metas.attr('content') ?? '';
    const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(policy)?.[1]?.split(/\s+/) ?? [];
    if (scriptSrc.includes("'unsafe-inline'") || policy.includes("'unsafe-eval'")) problems.push(`${file}: unsafe source`);
    for (const directive of required) {
      if (!policy.split(';').some((part) => part.trim() === directive)) problems.push(`${file}: no ${directive}`);
    }
    // A policy in a meta element cannot set frame-ancestors (browsers ignore it there, with a warning).
    if (/frame-ancestors/.test(policy)) problems.push(`${file}: frame-ancestors in a meta policy`);
    $('script:not([src])').each((_, script) => {
      if (!javascriptTypes.has(($(script).attr('type') ?? '').trim().toLowerCase())) return;
      const hash = `'sha256-${createHash('sha256').update($(script).text(), 'utf8').digest('base64')}'`;
      if (!scriptSrc.includes(hash)) problems.push(`${file}: inline script ${hash} not allowed`);
    });
    $('*').each((_, node) => {
      const element = node as {tagName: string; attribs: Record<string, string>};
      for (const name of Object.keys(element.attribs)) {
        if (/^on/i.test(name)) problems.push(`${file}: <${element.tagName} ${name}>`);
      }
    });
    if ($('a[href^="javascript:" i]').length) problems.push(`${file}: javascript: link`);
  }
  expect(problems.slice(0, 20), `${problems.length} problems`).toEqual([]);
});
