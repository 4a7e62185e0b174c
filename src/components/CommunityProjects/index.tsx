import '@site/src/i18n/groups/communityProjects';
import React from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import IconExternalLink from '@theme/Icon/ExternalLink';
import {
  communityProjects,
  communityProjectCategories,
  communityProjectSlug,
  type CommunityProject,
  type CommunityProjectCategory,
} from '@site/src/data/communityProjects';
import {communityProjectId, dataText} from '@site/src/lib/i18n/dataStringIds';
import dataTranslations from '@site/src/i18n/dataStrings';
import styles from './styles.module.css';

/** Fixed anchors for the category headings, so links keep working in every language. */
const CATEGORY_ANCHORS: Record<CommunityProjectCategory, string> = {
  extension: 'extensions',
  plugin: 'plugins',
  mod: 'mods',
  tool: 'tools',
  'resource-pack': 'resource-packs',
  other: 'other-projects',
};

/** Heading text per category. Written out one by one so the translation extractor finds every id. */
function useCategoryTitles(): Record<CommunityProjectCategory, string> {
  return {
    extension: translate({
      id: 'wiki.communityProjects.category.extension',
      message: 'Geyser extensions',
      description: 'Heading above community projects that are Geyser extensions',
    }),
    plugin: translate({
      id: 'wiki.communityProjects.category.plugin',
      message: 'Server plugins',
      description: 'Heading above community projects that are server or proxy plugins',
    }),
    mod: translate({
      id: 'wiki.communityProjects.category.mod',
      message: 'Mods',
      description: 'Heading above community projects that are client or server mods',
    }),
    tool: translate({
      id: 'wiki.communityProjects.category.tool',
      message: 'Tools and web services',
      description: 'Heading above community projects that are standalone tools or APIs',
    }),
    'resource-pack': translate({
      id: 'wiki.communityProjects.category.resource-pack',
      message: 'Resource packs',
      description: 'Heading above community projects that are resource packs',
    }),
    other: translate({
      id: 'wiki.communityProjects.category.other',
      message: 'Other projects',
      description: 'Heading above community projects that fit no other group',
    }),
  };
}

/** "github.com" for https://github.com/owner/repo; shown so readers know where a link goes. */
function siteOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return '';
  }
}

function ProjectCard({project}: {project: CommunityProject}): React.JSX.Element {
  const slug = communityProjectSlug(project.name);
  // Translated in i18n/<locale>/site-translations/strings.json (see src/lib/i18n/dataStrings).
  const description = dataText(dataTranslations, communityProjectId(slug), project.description);
  const site = siteOf(project.url);

  return (
    <li className={styles.card}>
      <article className={styles.cardBody} aria-labelledby={slug}>
        <Heading as="h3" id={slug} className={styles.name}>
          <Link href={project.url} className={styles.nameLink}>
            {project.name}
            <IconExternalLink />
          </Link>
        </Heading>
        <p className={styles.description}>{description}</p>
        {project.links && project.links.length > 0 && (
          <div className={styles.links}>
            <span id={`${slug}-links`}>
              {translate({
                id: 'wiki.communityProjects.links',
                message: 'Also on:',
                description: 'Label before the other pages of a community project (download sites, documentation)',
              })}
            </span>
            <ul className={styles.linkList} aria-labelledby={`${slug}-links`}>
              {project.links.map((link) => (
                <li key={link.url}>
                  <Link href={link.url} translate="no">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        )}
        {(project.author || site) && (
          <p className={styles.meta}>
            {project.author && (
              <span>
                {translate(
                  {
                    id: 'wiki.communityProjects.author',
                    message: 'By {author}',
                    description: 'Credit line under a community project; {author} is a name',
                  },
                  {author: project.author},
                )}
              </span>
            )}
            {site && (
              <span className={styles.site} translate="no">
                {site}
              </span>
            )}
          </p>
        )}
      </article>
    </li>
  );
}

/**
 * The community project list, grouped by category in a fixed order. Categories
 * without entries are left out. Data lives in src/data/communityProjects.ts.
 */
export default function CommunityProjects(): React.JSX.Element {
  const titles = useCategoryTitles();
  const groups = communityProjectCategories
    .map((category) => ({
      category,
      projects: communityProjects
        .filter((project) => project.category === category)
        .sort((first, second) => first.name.localeCompare(second.name, 'en', {sensitivity: 'base'})),
    }))
    .filter((group) => group.projects.length > 0);

  return (
    <div className={styles.list}>
      {groups.map(({category, projects}) => {
        const anchor = CATEGORY_ANCHORS[category];
        return (
          <section key={category} className={styles.group} aria-labelledby={anchor}>
            <Heading as="h2" id={anchor}>
              {titles[category]}
            </Heading>
            <ul className={styles.grid}>
              {projects.map((project) => (
                <ProjectCard key={project.name} project={project} />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
