// The highlighted code block: Prism, the site's extra languages and the classic
// theme's own content component, loaded only where a block needs them (see ./loading.ts).
import type {ComponentType} from 'react';
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import CodeBlockContent from '@theme-init/CodeBlock/Content';
import type {Props} from '@theme/CodeBlock/Content';
import {registerHighlighted} from './loading';

prismIncludeLanguages(Prism);

const Highlighted = CodeBlockContent as ComponentType<Props>;
registerHighlighted(Highlighted);

export default Highlighted;
