// Stands in for rehype-raw in the API theme's Markdown component. rehype-raw
// parses HTML written inside Markdown, and takes a whole HTML parser (parse5
// and its entity tables, 45 KB gzipped) into every API page to do it. Our
// OpenAPI descriptions contain no HTML and no enum-description tables (the one
// place the theme writes HTML itself); tests/unit/openapiTheme.test.ts keeps it so.
export default function rehypeRaw() {}
