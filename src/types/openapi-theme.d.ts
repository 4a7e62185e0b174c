// Theme components of docusaurus-theme-openapi-docs used by our wrappers.
declare module '@theme/SkeletonLoader' {
  import type React from 'react';

  const SkeletonLoader: React.FC<{size?: 'sm' | 'md' | 'lg'}>;
  export default SkeletonLoader;
}

// The API theme's tab sets, which src/theme wraps to render only the open tab.
declare module '@theme-original/ApiTabs' {
  import type React from 'react';

  const ApiTabs: React.FC<{lazy?: boolean; children?: React.ReactNode; [prop: string]: unknown}>;
  export default ApiTabs;
}
declare module '@theme-original/MimeTabs' {
  import type React from 'react';

  const MimeTabs: React.FC<{lazy?: boolean; children?: React.ReactNode; [prop: string]: unknown}>;
  export default MimeTabs;
}
declare module '@theme-original/SchemaTabs' {
  import type React from 'react';

  const SchemaTabs: React.FC<{lazy?: boolean; children?: React.ReactNode; [prop: string]: unknown}>;
  export default SchemaTabs;
}

// The request panel's code-sample tabs, which src/components/ApiCodeSamples renders.
declare module '@theme/ApiExplorer/CodeTabs' {
  import type React from 'react';

  const CodeTabs: React.FC<{
    children?: React.ReactNode;
    className?: string;
    currentLanguage?: unknown;
    defaultValue?: string;
    groupId?: string;
    includeVariant?: boolean;
    languageSet: unknown[];
    lazy?: boolean;
  }>;
  export default CodeTabs;
}

// The request panel's Response, which src/theme wraps to report a failed request.
declare module '@theme-original/ApiExplorer/Response' {
  import type React from 'react';

  const Response: React.FC<{item: unknown}>;
  export default Response;
}

// The API theme's data store hooks (react-redux's, typed by the caller).
declare module '@theme/ApiItem/hooks' {
  export function useTypedSelector<State, Selected>(selector: (state: State) => Selected): Selected;
  export function useTypedDispatch(): (action: unknown) => void;
}
