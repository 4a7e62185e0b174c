import {geyserVersions} from './versions';

/**
 * The announcement bar. Change `id` whenever the message changes, so readers who
 * closed the previous one see the new one. The text shown is translated in
 * src/theme/AnnouncementBar/Content; `html` is the English fallback the theme needs.
 */
export const announcement = {
  id: 'geyser-2-11',
  bedrock: geyserVersions.bedrock[geyserVersions.bedrock.length - 1]!,
  java: geyserVersions.java[geyserVersions.java.length - 1]!,
  link: '/download/',
};

export const announcementHtml = `Geyser now supports Bedrock ${announcement.bedrock} and Java ${announcement.java}. <a href="${announcement.link}">Update your server</a>.`;
