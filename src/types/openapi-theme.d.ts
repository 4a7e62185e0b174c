// Theme components of docusaurus-theme-openapi-docs used by our wrappers.
declare module '@theme/SkeletonLoader' {
  import type React from 'react';

  const SkeletonLoader: React.FC<{size?: 'sm' | 'md' | 'lg'}>;
  export default SkeletonLoader;
}
