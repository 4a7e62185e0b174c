import fs from 'node:fs';
import path from 'node:path';
import type {FeatureName, Features} from './options';

/** The features that replace theme components, and their folders of components. */
export const themeFolders: Partial<Record<FeatureName, string>> = {
  buildTimeHighlighting: path.join(__dirname, 'build-time-highlighting', 'theme'),
  translatorLocales: path.join(__dirname, 'translator-locales', 'theme'),
  announcementLandmark: path.join(__dirname, 'announcement-landmark', 'theme'),
};

function componentFiles(dir: string, prefix = ''): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const relative = path.join(prefix, entry.name);
    if (entry.isDirectory()) return componentFiles(path.join(dir, entry.name), relative);
    return /\.(js|jsx|ts|tsx)$/.test(entry.name) ? [relative] : [];
  });
}

/**
 * A plugin has one theme folder, and the features that are on each bring some
 * of its components: this writes a folder of one-line modules, one per
 * component of the features that are on, each re-exporting the feature's own
 * file. Returns undefined when no such feature is on.
 */
export function writeThemeFolder(outDir: string, features: Features): string | undefined {
  fs.rmSync(outDir, {recursive: true, force: true});
  let written = 0;
  for (const [feature, dir] of Object.entries(themeFolders) as [FeatureName, string][]) {
    if (!features[feature]) continue;
    for (const file of componentFiles(dir)) {
      const target = path.join(outDir, file.replace(/\.(ts|tsx|jsx)$/, '.js'));
      fs.mkdirSync(path.dirname(target), {recursive: true});
      fs.writeFileSync(target, `export {default} from ${JSON.stringify(path.join(dir, file))};\n`);
      written += 1;
    }
  }
  return written > 0 ? outDir : undefined;
}
