// The theme's code block, registered for the Markdown code blocks of the page
// that imports this module (./remark.ts adds the import to every page with a
// fenced code block), so that pages without one do not load it.
import CodeBlock from '@theme/CodeBlock';
import {registerCodeBlock} from './codeBlockRegistry';

registerCodeBlock(CodeBlock);

export default CodeBlock;
