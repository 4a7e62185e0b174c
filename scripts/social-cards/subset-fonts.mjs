// Makes the fonts the social cards are drawn with (plugins/social-cards/fonts/).
//
//   node scripts/social-cards/subset-fonts.mjs
//
// Downloads the Noto Sans families with `npm pack` (full TrueType files, SIL Open
// Font License), keeps the characters the cards need and writes TrueType
// subsets with each family's licence beside them. CONTRIBUTING.md, "Social
// cards", says when to run it: the build fails when a title has a character the
// fonts lack.
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const outDir = path.join(siteDir, 'plugins/social-cards/fonts');
const require = (await import('node:module')).createRequire(import.meta.url);

/** Ranges of code points, inclusive. */
const range = (from, to) => Array.from({length: to - from + 1}, (_, i) => from + i);
const ascii = range(0x20, 0x7e);
const punctuation = [...range(0x2000, 0x206f), ...range(0x20a0, 0x20cf), 0x2122, ...range(0x2190, 0x21ff)];
const cjkCommon = [...range(0x3000, 0x303f), ...range(0xff00, 0xffef), 0x30fb, 0x30fc];

/** Every character of a locale's translated files (titles, labels, pages). */
function charactersOf(dir) {
  const found = new Set();
  const walk = (d) => {
    for (const entry of fs.readdirSync(d, {withFileTypes: true})) {
      const file = path.join(d, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.(json|md|mdx|ya?ml)$/.test(entry.name)) for (const c of fs.readFileSync(file, 'utf8')) found.add(c.codePointAt(0));
    }
  };
  walk(dir);
  return [...found];
}

/** Code points of Google Fonts' frequency-ordered slices `[from]`…`[last]` (fontsource's unicode.json). */
function frequentSlices(unicodeJson, from) {
  const slices = JSON.parse(fs.readFileSync(unicodeJson, 'utf8'));
  const points = [];
  for (const [name, ranges] of Object.entries(slices)) {
    const index = /^\[(\d+)\]$/.exec(name);
    if (!index || Number(index[1]) < from) continue;
    for (const part of ranges.split(',')) {
      const [a, b] = part.trim().replace(/U\+/g, '').split('-');
      points.push(...range(parseInt(a, 16), parseInt(b ?? a, 16)));
    }
  }
  return points;
}

const cjkTranslations = [...charactersOf(path.join(siteDir, 'i18n/ja')), ...charactersOf(path.join(siteDir, 'i18n/zh-CN'))].filter(
  (c) => c >= 0x2e80,
);

const packages = {
  latin: '@expo-google-fonts/noto-sans@0.4.2',
  arabic: '@expo-google-fonts/noto-sans-arabic@0.4.3',
  jp: '@expo-google-fonts/noto-sans-jp@0.4.3',
  sc: '@expo-google-fonts/noto-sans-sc@0.4.3',
  jpSlices: '@fontsource/noto-sans-jp@5.3.0',
  scSlices: '@fontsource/noto-sans-sc@5.3.0',
};
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'card-fonts-'));
const unpacked = {};
for (const [key, spec] of Object.entries(packages)) {
  const tarball = execFileSync('npm', ['pack', spec, '--silent'], {cwd: work, encoding: 'utf8'}).trim().split('\n').pop();
  const dir = path.join(work, key);
  fs.mkdirSync(dir);
  execFileSync('tar', ['xzf', path.join(work, tarball), '-C', dir]);
  unpacked[key] = path.join(dir, 'package');
}

const fonts = [
  {
    // Latin (with the Czech, Turkish… letters) and Cyrillic.
    file: 'NotoSans-Regular.ttf',
    from: path.join(unpacked.latin, '400Regular/NotoSans_400Regular.ttf'),
    licence: path.join(unpacked.latin, 'LICENSE_FONT'),
    licenceName: 'NotoSans-OFL.txt',
    points: [...ascii, ...range(0xa0, 0x24f), ...range(0x300, 0x36f), ...range(0x400, 0x4ff), ...punctuation],
  },
  {
    file: 'NotoSans-Bold.ttf',
    from: path.join(unpacked.latin, '700Bold/NotoSans_700Bold.ttf'),
    licence: path.join(unpacked.latin, 'LICENSE_FONT'),
    licenceName: 'NotoSans-OFL.txt',
    points: [...ascii, ...range(0xa0, 0x24f), ...range(0x300, 0x36f), ...range(0x400, 0x4ff), ...punctuation],
  },
  ...['Regular', 'Bold'].map((weight) => ({
    file: `NotoSansArabic-${weight}.ttf`,
    from: path.join(
      unpacked.arabic,
      `${weight === 'Bold' ? '700Bold' : '400Regular'}/NotoSansArabic_${weight === 'Bold' ? '700Bold' : '400Regular'}.ttf`,
    ),
    licence: path.join(unpacked.arabic, 'LICENSE_FONT'),
    licenceName: 'NotoSansArabic-OFL.txt',
    points: [0x20, ...range(0x600, 0x6ff), ...range(0x750, 0x77f), ...range(0xfb50, 0xfdff), ...range(0xfe70, 0xfeff), ...range(0x200c, 0x200f)],
  })),
  {
    // Japanese: kana, the 70 most frequent of Google Fonts' 120 slices (about 5,400
    // characters) and every character of the Japanese translation.
    file: 'NotoSansJP-Bold.ttf',
    from: path.join(unpacked.jp, '700Bold/NotoSansJP_700Bold.ttf'),
    licence: path.join(unpacked.jp, 'LICENSE_FONT'),
    licenceName: 'NotoSansJP-OFL.txt',
    points: [
      ...ascii,
      ...cjkCommon,
      ...range(0x3040, 0x30ff),
      ...frequentSlices(path.join(unpacked.jpSlices, 'unicode.json'), 50),
      ...cjkTranslations,
    ],
  },
  {
    // Simplified Chinese: the 40 most frequent slices (about 5,900 characters, beyond
    // the 3,500 common characters of everyday text) and every character of the Chinese translation.
    file: 'NotoSansSC-Bold.ttf',
    from: path.join(unpacked.sc, '700Bold/NotoSansSC_700Bold.ttf'),
    licence: path.join(unpacked.sc, 'LICENSE_FONT'),
    licenceName: 'NotoSansSC-OFL.txt',
    points: [...ascii, ...cjkCommon, ...frequentSlices(path.join(unpacked.scSlices, 'unicode.json'), 80), ...cjkTranslations],
  },
];

const wasm = fs.readFileSync(path.join(path.dirname(require.resolve('harfbuzzjs/package.json')), 'hb-subset.wasm'));
const {
  instance: {exports: hb},
} = await WebAssembly.instantiate(wasm);

function subset(fontBytes, points) {
  const heap = () => new Uint8Array(hb.memory.buffer);
  const pointer = hb.malloc(fontBytes.byteLength);
  heap().set(fontBytes, pointer);
  const blob = hb.hb_blob_create(pointer, fontBytes.byteLength, 2, 0, 0);
  const face = hb.hb_face_create(blob, 0);
  hb.hb_blob_destroy(blob);
  const input = hb.hb_subset_input_create_or_fail();
  const unicodes = hb.hb_subset_input_unicode_set(input);
  for (const point of new Set(points)) hb.hb_set_add(unicodes, point);
  const result = hb.hb_subset_or_fail(face, input);
  hb.hb_subset_input_destroy(input);
  if (!result) throw new Error('hb-subset failed');
  const resultBlob = hb.hb_face_reference_blob(result);
  const offset = hb.hb_blob_get_data(resultBlob, 0);
  const bytes = heap().slice(offset, offset + hb.hb_blob_get_length(resultBlob));
  hb.hb_blob_destroy(resultBlob);
  hb.hb_face_destroy(result);
  hb.hb_face_destroy(face);
  hb.free(pointer);
  return bytes;
}

fs.mkdirSync(outDir, {recursive: true});
for (const font of fonts) {
  const bytes = subset(fs.readFileSync(font.from), font.points);
  fs.writeFileSync(path.join(outDir, font.file), bytes);
  fs.copyFileSync(font.licence, path.join(outDir, font.licenceName));
  console.log(`${font.file}: ${(bytes.byteLength / 1024).toFixed(0)} KB`);
}
fs.rmSync(work, {recursive: true, force: true});
