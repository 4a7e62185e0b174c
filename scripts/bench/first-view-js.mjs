// The JavaScript a built page loads on first view, worked out from the build's
// files alone, without a browser (tests/build/page-weight.test.ts; the bench's
// idle weight, ./idle-weight.mjs, measures the same in Chromium).
//
// A Docusaurus page loads the scripts its HTML names (the runtime and main
// script), then the chunks of every route it matches, from the route itself up
// to the roots above it (the docs plugin's version and sidebar routes, …). The
// main script holds the route table (`{path:"/wiki/",component:d("/wiki/","abc"),routes:[…]}`),
// each route's chunk names (`"/wiki/-abc":{"__comp":"…","content":"…"}`) and
// the registry that loads each chunk name (`"17896441":[()=>Promise.all([n.e("4014"),…])…]`);
// the runtime turns a chunk id into its file. What a page loads later (a part
// that loads when it nears the screen or when asked for, a link prefetched on
// hover) is not counted: that is the first view.
import fs from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';

/** Finds the end (index after) of the bracketed value starting at `start` (`{` or `[`), skipping strings. */
function matchingEnd(text, start) {
  let depth = 0;
  for (let i = start; i < text.length; i += 1) {
    const c = text[i];
    if (c === '"') {
      i += 1;
      while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
    } else if (c === '{' || c === '[') depth += 1;
    else if (c === '}' || c === ']') {
      depth -= 1;
      if (depth === 0) return i + 1;
    }
  }
  throw new Error('first-view-js: unbalanced brackets in the main script');
}

/** Every string value in a parsed route chunk-name object. */
function stringsOf(value, out = []) {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) value.forEach((v) => stringsOf(v, out));
  else if (value && typeof value === 'object') Object.values(value).forEach((v) => stringsOf(v, out));
  return out;
}

/** Parses `{100:"d0930747",2:"4c5e977b",…}` as the runtime writes it. */
function parseIdMap(text) {
  const map = new Map();
  for (const [, id, value] of text.matchAll(/"?([\w-]+)"?:"([^"]*)"/g)) map.set(id, value);
  return map;
}

/**
 * Reads a build's runtime and main script once; returns a function giving, for
 * a route, the files (relative to the build folder) its first view loads.
 */
export function firstViewIndex(buildDir) {
  const jsDir = path.join(buildDir, 'assets/js');
  const files = fs.readdirSync(jsDir);
  const runtimeFile = files.find((f) => /^runtime~main\.[0-9a-f]+\.js$/.test(f));
  const mainFile = files.find((f) => /^main\.[0-9a-f]+\.js$/.test(f));
  if (!runtimeFile || !mainFile) throw new Error(`first-view-js: no runtime~main or main script in ${jsDir}`);
  const runtime = fs.readFileSync(path.join(jsDir, runtimeFile), 'utf8');
  const main = fs.readFileSync(path.join(jsDir, mainFile), 'utf8');

  // Chunk id → file: `"assets/js/"+(({id:"name",…})[e]||e)+"."+({id:"hash",…})[e]+".js"`.
  const chunkFile = /"assets\/js\/"\+\(\((\{[^}]*\})\)\[\w+\]\|\|\w+\)\+"\."\+\((\{[^}]*\})\)\[\w+\]\+"\.js"/.exec(runtime);
  if (!chunkFile) throw new Error(`first-view-js: ${runtimeFile} no longer names its chunk files as expected`);
  const names = parseIdMap(chunkFile[1]);
  const hashes = parseIdMap(chunkFile[2]);
  // The chunks the initial scripts hold: `b={4014:0,9783:0},i.f.j=…`.
  const installed = /=\{([\w":,]*)\},\w+\.f\.j=/.exec(runtime);
  if (!installed) throw new Error(`first-view-js: ${runtimeFile} no longer lists its initial chunks as expected`);
  const initialChunks = new Set([...installed[1].matchAll(/"?([\w-]+)"?:0/g)].map((m) => m[1]));
  // Chunks with a stylesheet: `miniCssF=e=>"assets/css/"+…+"."+({id:"hash",…})[e]+".css"`; one with no script is CSS only.
  const css = /miniCssF=.*?\((\{[^}]*\})\)\[\w+\]\+"\.css"/.exec(runtime);
  const cssOnly = new Set(css ? parseIdMap(css[1]).keys() : []);
  /** A chunk's file, or undefined for a chunk the initial scripts already hold. */
  const fileOfChunk = (id) => {
    if (initialChunks.has(id) || (cssOnly.has(id) && !hashes.has(id))) return undefined;
    const hash = hashes.get(id);
    if (hash === undefined) throw new Error(`first-view-js: the runtime has no file for chunk ${id}`);
    return `assets/js/${names.get(id) ?? id}.${hash}.js`;
  };

  // Registry: chunk name → the chunk ids its loader waits for. The minifier writes a name
  // that is a number as one, the shortest way: "a7456010" as a7456010, "17896441" as 0x11113f9.
  const registry = new Map();
  const loader =
    /[{,]("[0-9a-f]{8}"|[a-f][0-9a-f]{7}|0x[0-9a-f]+|[0-9][0-9e]*):\[\(\)=>(Promise\.resolve\(\)|Promise\.all\(\[[^\]]*\]\)|\w+\.e\("?[\w-]+"?\))/g;
  for (const match of main.matchAll(loader)) {
    const key = match[1].startsWith('"') ? match[1].slice(1, -1) : /^[a-f]/.test(match[1]) ? match[1] : String(Number(match[1]));
    registry.set(
      key,
      [...match[2].matchAll(/\w+\.e\("?([\w-]+)"?\)/g)].map((m) => m[1]),
    );
  }
  if (registry.size === 0) throw new Error(`first-view-js: ${mainFile} no longer holds the route registry as expected`);

  const chunkNamesOf = (key) => {
    const at = main.indexOf(`${JSON.stringify(key)}:{`);
    if (at < 0) throw new Error(`first-view-js: no chunk names for route ${key}`);
    const start = at + JSON.stringify(key).length + 1;
    return stringsOf(JSON.parse(main.slice(start, matchingEnd(main, start))));
  };

  /** The route and the routes above it, as `path-hash` keys, from the route table. */
  const routeChain = (route) => {
    const leaf = new RegExp(
      `\\{path:${JSON.stringify(route).replace(/[/.*+?^${}()|[\]\\]/g, '\\$&')},component:\\w+\\("[^"]*","(\\w+)"\\),exact:!0`,
    ).exec(main);
    if (!leaf) return undefined;
    const chain = [`${route}-${leaf[1]}`];
    // Walk back from the leaf: each `routes:[` still open is a parent's list of children.
    let depth = 0;
    for (let i = leaf.index - 1; i >= 0; i -= 1) {
      const c = main[i];
      if (c === '"') {
        i -= 1;
        while (i >= 0 && main[i] !== '"') i -= 1;
      } else if (c === '}' || c === ']') depth += 1;
      else if (c === '{') depth -= 1;
      else if (c === '[') {
        if (depth > 0) depth -= 1;
        else if (main.slice(i - 7, i) === 'routes:') {
          // The parent object opens before `routes:[`; its path and component come first.
          const open = main.lastIndexOf('{path:', i);
          const parent = /^\{path:("[^"]*"),component:\w+\("[^"]*","(\w+)"\)/.exec(main.slice(open));
          if (!parent) throw new Error(`first-view-js: the route table around ${route} is not as expected`);
          chain.unshift(`${JSON.parse(parent[1])}-${parent[2]}`);
          depth = 0;
          i = open;
        } else break;
      }
    }
    return chain;
  };

  return {
    /** Files the page at `route` loads on first view, or undefined when the route table has no such page. */
    filesOf(route) {
      const chain = routeChain(route);
      if (!chain) return undefined;
      const chunkIds = new Set();
      for (const key of chain) {
        for (const name of chunkNamesOf(key)) {
          const ids = registry.get(name);
          if (!ids) throw new Error(`first-view-js: chunk name ${name} of ${key} is not in the registry`);
          ids.forEach((id) => chunkIds.add(id));
        }
      }
      return [`assets/js/${runtimeFile}`, `assets/js/${mainFile}`, ...[...chunkIds].map(fileOfChunk).filter((file) => file !== undefined)];
    },
  };
}

/**
 * The first-view budgets, in KB, of tests/build/page-weight.test.ts and the page-cost bench: every
 * page 160, the API reference's pages (/wiki/api/…) 300, as each of them loads the API theme.
 */
export const firstViewBudgetsKb = {page: 160, apiReference: 300};

/** Whether a route is a page of the API reference. */
export const isApiReference = (route) => route.startsWith('/wiki/api/');

const gzipCache = new Map();
/** Gzipped bytes of a built file, at the level the bench's server uses. */
export function gzippedBytes(buildDir, file) {
  const full = path.join(buildDir, file);
  if (!gzipCache.has(full)) gzipCache.set(full, gzipSync(fs.readFileSync(full), {level: 9}).byteLength);
  return gzipCache.get(full);
}
