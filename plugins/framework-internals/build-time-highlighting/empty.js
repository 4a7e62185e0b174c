// An empty module: stands in for the classic theme's Prism client module, and
// for the server-only highlighted code block in the browser's bundle (index.ts).
export default undefined;
