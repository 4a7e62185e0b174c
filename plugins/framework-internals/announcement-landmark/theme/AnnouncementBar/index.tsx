// Ejected: the theme marks the bar role="banner" (a second banner landmark on every page), which a wrapper cannot take off; and the bar's state hook, useAnnouncementBar, is only exported from @docusaurus/theme-common/internal.
import React from 'react';
import clsx from 'clsx';
import {ThemeClassNames, useThemeConfig} from '@docusaurus/theme-common';
import {useAnnouncementBar} from '@docusaurus/theme-common/internal';
import {translate} from '@docusaurus/Translate';
import AnnouncementBarCloseButton from '@theme/AnnouncementBar/CloseButton';
import AnnouncementBarContent from '@theme/AnnouncementBar/Content';
import styles from './styles.module.css';

/**
 * The announcement bar as a labelled region. The theme marks it role="banner",
 * which gives every page two banner landmarks (the navbar is the real one).
 */
export default function AnnouncementBar(): React.JSX.Element | null {
  const {announcementBar} = useThemeConfig();
  const {isActive, close} = useAnnouncementBar();
  if (!isActive || !announcementBar) return null;
  const {backgroundColor, textColor, isCloseable} = announcementBar;
  return (
    <section
      className={clsx(ThemeClassNames.announcementBar.container, styles.bar)}
      style={{backgroundColor, color: textColor}}
      aria-label={translate({id: 'announcement.regionLabel', message: 'Announcement'})}>
      {isCloseable && <div className={styles.spacer} />}
      <AnnouncementBarContent className={styles.content} />
      {isCloseable && <AnnouncementBarCloseButton onClick={close} className={styles.close} />}
    </section>
  );
}
