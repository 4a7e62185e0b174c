/** The site's link preview: the image every page announces as og:image, under static/. */
export const socialCard = {
  path: 'img/social-card.png',
  width: 1200,
  height: 630,
  alt: 'GeyserMC: play on Java Edition servers from Minecraft Bedrock Edition',
} as const;
