// Builds one locale's Pagefind index. Run by the local-search plugin as a child
// process (Pagefind is ES-modules only); reads its job as JSON on stdin:
// {outputPath, language, excludeSelectors, files: [{path, url}]}
import {readFile} from 'node:fs/promises';
import {createIndex, close} from 'pagefind';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const job = JSON.parse(Buffer.concat(chunks).toString('utf8'));

const {index, errors} = await createIndex({
  excludeSelectors: job.excludeSelectors,
  forceLanguage: job.language,
});
if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
for (const file of job.files) {
  // Content comes from <main>; filters and metadata in <head> still count.
  const html = (await readFile(file.path, 'utf8')).replace(/<main\b/, '<main data-pagefind-body');
  const added = await index.addHTMLFile({url: file.url, content: html});
  if (added.errors.length) throw new Error(`Pagefind could not index ${file.path}: ${added.errors.join('; ')}`);
}
const written = await index.writeFiles({outputPath: job.outputPath});
if (written.errors.length) throw new Error(`Pagefind could not write its index: ${written.errors.join('; ')}`);
await close();
