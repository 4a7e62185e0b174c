// Swizzled (eject): the theme's version only injects the config's HTML string; this one renders translated nodes with a client-side link.
import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import type {Props} from '@theme/AnnouncementBar/Content';
import {announcement} from '@site/src/data/announcement';
import styles from './styles.module.css';

/** The announcement as translated React nodes (the theme's version injects the config's HTML as is). */
export default function AnnouncementBarContent(props: Props): React.JSX.Element {
  return (
    <div {...props} className={clsx(styles.content, props.className)}>
      <Translate
        id="announcement.geyser-2-11"
        description="The announcement bar at the top of every page"
        values={{
          bedrock: announcement.bedrock,
          java: announcement.java,
          link: (
            <Link to={announcement.link}>
              <Translate id="announcement.geyser-2-11.link">Update your server</Translate>
            </Link>
          ),
        }}>
        {'Geyser now supports Bedrock {bedrock} and Java {java}. {link}.'}
      </Translate>
    </div>
  );
}
