// A small static file server for the production build, with gzip like a real
// host: Lighthouse then measures transfer sizes a reader would see.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.pf_meta': 'application/octet-stream',
};
const compressible = /^(text\/|application\/(javascript|json|xml)|image\/svg)/;

/**
 * Starts serving `root` on 127.0.0.1:`port`; resolves with the server.
 * `fixture(pathname)` may answer a path with a JSON body (an outside service played locally).
 */
export function serveBuild(root, port, fixture = () => undefined) {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const played = fixture(url.pathname);
    if (played !== undefined) {
      res.writeHead(200, {'Content-Type': 'application/json', 'Cache-Control': 'no-store'}).end(played);
      return;
    }
    let file = path.join(root, decodeURIComponent(url.pathname));
    if (!file.startsWith(root)) {
      res.writeHead(403).end();
      return;
    }
    if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, 'index.html');
    let status = 200;
    if (!fs.existsSync(file)) {
      status = 404;
      file = path.join(root, '404.html');
    }
    const type = types[path.extname(file)] ?? 'application/octet-stream';
    let body = fs.readFileSync(file);
    const headers = {'Content-Type': type};
    // Hashed assets are immutable, like on the production host.
    if (/\/assets\//.test(url.pathname)) headers['Cache-Control'] = 'public, max-age=31536000, immutable';
    else headers['Cache-Control'] = 'public, max-age=600';
    if (compressible.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
      body = zlib.gzipSync(body, {level: 9});
      headers['Content-Encoding'] = 'gzip';
      headers['Vary'] = 'Accept-Encoding';
    }
    headers['Content-Length'] = body.length;
    res.writeHead(status, headers).end(req.method === 'HEAD' ? undefined : body);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = path.resolve(process.argv[2] ?? 'build');
  const port = Number(process.argv[3] ?? 4190);
  await serveBuild(root, port);
  console.log(`serving ${root} on http://127.0.0.1:${port}`);
}
