// Swizzled (wrap): renders only the open tab (see ../ApiTabs/index.tsx).
import React, {type ComponentProps} from 'react';
import MimeTabs from '@theme-original/MimeTabs';

export default function LazyMimeTabs(props: ComponentProps<typeof MimeTabs>): React.JSX.Element {
  return <MimeTabs lazy {...props} />;
}
