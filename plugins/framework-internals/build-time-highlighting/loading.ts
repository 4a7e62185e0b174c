// Where the highlighted code block (./Highlighted: Prism and its grammars) comes
// from. A page whose Markdown needs Prism imports ./Highlighted itself (see
// ./remark.ts), which registers here when it runs; any other block loads it on demand.
import type {ComponentType} from 'react';
import type {Props} from '@theme/CodeBlock/Content';
import {createRegistry} from './registry';

const highlighted = createRegistry<ComponentType<Props>>(() => import('./Highlighted'));

export const registerHighlighted = highlighted.register;
export const loadedHighlighted = highlighted.loaded;
export const loadHighlighted = highlighted.load;
