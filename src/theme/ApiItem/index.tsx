import React, {type ComponentProps} from 'react';
import ApiItem from '@theme-original/ApiItem';
// The API reference styles, with API pages only (see plugins/openapi-theme).
import 'docusaurus-theme-openapi-docs/lib/theme/styles.scss';

export default function ApiItemWithStyles(props: ComponentProps<typeof ApiItem>): React.JSX.Element {
  return <ApiItem {...props} />;
}
