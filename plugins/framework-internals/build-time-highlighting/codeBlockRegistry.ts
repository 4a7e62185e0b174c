// Where the Markdown code element (./theme/MDXComponents/Code.tsx) finds the
// theme's code block: a page with fenced code blocks imports ./CodeBlockModule
// (./remark.ts adds the import), which registers it here when its code runs.
// Kept apart from ./loading.ts, which only the code block's own chunk needs.
import type {ComponentType} from 'react';
import type {Props} from '@theme/CodeBlock';
import {createRegistry} from './registry';

const codeBlock = createRegistry<ComponentType<Props>>(() => import('./CodeBlockModule'));

export const registerCodeBlock = codeBlock.register;
export const loadedCodeBlock = codeBlock.loaded;
export const loadCodeBlock = codeBlock.load;
