// Swizzled (wrap): renders only the open tab (see ../ApiTabs/index.tsx).
import React, {type ComponentProps} from 'react';
import SchemaTabs from '@theme-original/SchemaTabs';

export default function LazySchemaTabs(props: ComponentProps<typeof SchemaTabs>): React.JSX.Element {
  return <SchemaTabs lazy {...props} />;
}
