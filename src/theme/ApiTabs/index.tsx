// Swizzled (wrap): renders only the open tab, as the theme already does in its
// request panel. Left to itself, the theme renders every tab of an operation's
// responses (each status code, each media type, schema and example) and hides
// all but one, so an API page built and hydrated some 360 hidden elements,
// tokenized examples included. A tab's content is rendered when it is opened.
import React, {type ComponentProps} from 'react';
import ApiTabs from '@theme-original/ApiTabs';

export default function LazyApiTabs(props: ComponentProps<typeof ApiTabs>): React.JSX.Element {
  return <ApiTabs lazy {...props} />;
}
