/**
 * Prism grammars the site adds to the ones prism-react-renderer ships (which
 * include yaml, json and kotlin). Used by the theme config and by the build-time
 * highlighting (plugins/framework-internals/build-time-highlighting/tokenize.ts).
 */
export const additionalPrismLanguages = ['java', 'groovy', 'bash', 'properties', 'batch'];
