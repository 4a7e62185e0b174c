// Stands in for pako in the API theme's browser code. The theme un-gzips the
// `api` front matter of every API page with it (13 KB gzipped); our build
// already decodes that front matter (see ../frontMatter.ts), so the theme's
// attempt fails on the object before it gets here and keeps the object.
export function ungzip(_data) {
  throw new Error('API front matter is decoded at build time; pako is not bundled');
}

export default {ungzip};
