// Draws social cards in a worker thread: satori lays the card out as SVG,
// resvg rasterises it to PNG. The plugin (index.ts) sends each card's layout
// tree; the fonts are read once per worker.
import fs from 'node:fs';
import {parentPort, workerData} from 'node:worker_threads';
import satori from 'satori';
import {Resvg} from '@resvg/resvg-js';

/** @type {{fonts: {file: string, name: string, weight: number, lang?: string}[], width: number, height: number}} */
const {fonts: fontFiles, width, height} = workerData;
const fonts = fontFiles.map((font) => ({
  name: font.name,
  data: fs.readFileSync(font.file),
  weight: font.weight,
  style: 'normal',
  ...(font.lang ? {lang: font.lang} : {}),
}));

parentPort.on('message', async ({id, tree}) => {
  try {
    const svg = await satori(tree, {width, height, fonts});
    const png = new Uint8Array(new Resvg(svg, {fitTo: {mode: 'original'}, font: {loadSystemFonts: false}}).render().asPng());
    parentPort.postMessage({id, png}, [png.buffer]);
  } catch (error) {
    parentPort.postMessage({id, error: error instanceof Error ? (error.stack ?? error.message) : String(error)});
  }
});
