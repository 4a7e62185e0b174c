import fs from 'node:fs/promises';

// Plugins' postBuild hooks run at the same time; two of them rewriting the same
// page (the API stylesheet link and the security policy) must not lose each
// other's change. Each file's rewrites run one after another, and each is
// written to a temporary file and renamed, so readers (the search indexer)
// never see half a page.
const queues = new Map<string, Promise<unknown>>();

export function rewriteHtmlFile(file: string, change: (html: string) => string): Promise<void> {
  const previous = queues.get(file) ?? Promise.resolve();
  const next = previous.then(async () => {
    const html = await fs.readFile(file, 'utf8');
    const changed = change(html);
    if (changed === html) return;
    const temporary = `${file}.${process.pid}.tmp`;
    await fs.writeFile(temporary, changed);
    await fs.rename(temporary, file);
  });
  const settled = next.catch(() => undefined);
  queues.set(file, settled);
  void settled.then(() => {
    if (queues.get(file) === settled) queues.delete(file);
  });
  return next;
}
