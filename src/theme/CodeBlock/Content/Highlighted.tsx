// The highlighted code block: Prism and the site's extra languages, loaded only
// by pages that show code (see ./index.tsx).
import type {ComponentType} from 'react';
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import CodeBlockContent from '@theme-original/CodeBlock/Content';
import type {Props} from '@theme/CodeBlock/Content';

prismIncludeLanguages(Prism);

export default CodeBlockContent as ComponentType<Props>;
