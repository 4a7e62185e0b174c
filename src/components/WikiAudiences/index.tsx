import '@site/src/i18n/groups/wikiLanding';
import {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

/** One destination inside a reader card. */
interface AudienceLink {
  to: string;
  label: ReactNode;
}

/** A group of readers and the pages that serve them best. */
interface Audience {
  id: string;
  title: ReactNode;
  summary: ReactNode;
  links: AudienceLink[];
}

// Every string goes through Translate so `docusaurus write-translations` can extract it.
const audiences: Audience[] = [
  {
    id: 'owners',
    title: (
      <Translate id="wiki.landing.owners.title" description="Heading of the reader card for server owners">
        I run a server
      </Translate>
    ),
    summary: (
      <Translate id="wiki.landing.owners.summary">Let Bedrock players join your Java Edition server, on your own machine or with a host.</Translate>
    ),
    links: [
      {
        to: '/wiki/geyser/setup/',
        label: <Translate id="wiki.landing.owners.geyserSetup">Set up Geyser</Translate>,
      },
      {
        to: '/wiki/geyser/supported-hosting-providers/',
        label: <Translate id="wiki.landing.owners.hosting">Instructions for hosting providers</Translate>,
      },
      {
        to: '/wiki/geyser/port-forwarding/',
        label: <Translate id="wiki.landing.owners.portForwarding">Open the Bedrock port</Translate>,
      },
      {
        to: '/wiki/floodgate/setup/',
        label: <Translate id="wiki.landing.owners.floodgateSetup">Add Floodgate: no Java account needed</Translate>,
      },
    ],
  },
  {
    id: 'players',
    title: (
      <Translate id="wiki.landing.players.title" description="Heading of the reader card for Bedrock players">
        I play on Bedrock
      </Translate>
    ),
    summary: (
      <Translate id="wiki.landing.players.summary">Join a Java server from your phone, console or PC, and learn what works differently.</Translate>
    ),
    links: [
      {
        to: '/wiki/floodgate/player/',
        label: <Translate id="wiki.landing.players.floodgate">Playing on a Floodgate server</Translate>,
      },
      {
        to: '/wiki/geyser/using-geyser-with-consoles/',
        label: <Translate id="wiki.landing.players.consoles">Joining from Xbox, PlayStation or Switch</Translate>,
      },
      {
        to: '/wiki/geyser/faq/',
        label: <Translate id="wiki.landing.players.faq">Frequently asked questions</Translate>,
      },
      {
        to: '/wiki/geyser/current-limitations/',
        label: <Translate id="wiki.landing.players.limitations">Current limitations</Translate>,
      },
    ],
  },
  {
    id: 'developers',
    title: (
      <Translate id="wiki.landing.developers.title" description="Heading of the reader card for plugin and extension developers">
        I write code
      </Translate>
    ),
    summary: (
      <Translate id="wiki.landing.developers.summary">
        Build plugins, mods and extensions that know about Bedrock players, or contribute to Geyser itself.
      </Translate>
    ),
    links: [
      {
        to: '/wiki/geyser/api/',
        label: <Translate id="wiki.landing.developers.geyserApi">Geyser API</Translate>,
      },
      {
        to: '/wiki/floodgate/api/',
        label: <Translate id="wiki.landing.developers.floodgateApi">Floodgate API</Translate>,
      },
      {
        to: '/wiki/geyser/extensions/',
        label: <Translate id="wiki.landing.developers.extensions">Geyser extensions</Translate>,
      },
      {
        to: '/wiki/other/developer-guide/',
        label: <Translate id="wiki.landing.developers.guide">Contributing: developer guide</Translate>,
      },
    ],
  },
  {
    id: 'apis',
    title: (
      <Translate id="wiki.landing.apis.title" description="Heading of the reader card for users of the GeyserMC web APIs">
        I use the web APIs
      </Translate>
    ),
    summary: <Translate id="wiki.landing.apis.summary">Look up Bedrock players, skins and links, or fetch builds automatically over HTTP.</Translate>,
    links: [
      {
        to: '/wiki/api/',
        label: <Translate id="wiki.landing.apis.overview">Web API overview</Translate>,
      },
      {
        to: '/wiki/api/global',
        label: <Translate id="wiki.landing.apis.global">Global API</Translate>,
      },
      {
        to: '/wiki/api/downloads',
        label: <Translate id="wiki.landing.apis.downloads">Downloads API</Translate>,
      },
    ],
  },
  {
    id: 'other',
    title: (
      <Translate id="wiki.landing.other.title" description="Heading of the reader card for the other GeyserMC projects">
        I want the other projects
      </Translate>
    ),
    summary: <Translate id="wiki.landing.other.summary">GeyserMC also makes tools for consoles, resource packs, mods and testing.</Translate>,
    links: [
      {
        to: '/wiki/other/',
        label: <Translate id="wiki.landing.other.overview">All other projects</Translate>,
      },
      {
        to: '/wiki/other/geyserconnect/',
        label: <Translate id="wiki.landing.other.geyserconnect">GeyserConnect</Translate>,
      },
      {
        to: '/wiki/other/hydraulic/',
        label: <Translate id="wiki.landing.other.hydraulic">Hydraulic</Translate>,
      },
    ],
  },
];

function AudienceCard({audience}: {audience: Audience}): ReactNode {
  const headingId = `wiki-audience-${audience.id}`;
  return (
    <li className={styles.item}>
      <section className={styles.card} aria-labelledby={headingId}>
        <h3 id={headingId} className={styles.title}>
          {audience.title}
        </h3>
        <p className={styles.summary}>{audience.summary}</p>
        <ul className={styles.links}>
          {audience.links.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={styles.link}>
                <span>{link.label}</span>
                <span className={styles.arrow} aria-hidden="true">
                  →
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </li>
  );
}

/** Reader cards on the wiki landing page: each kind of reader gets the pages they need first. */
export default function WikiAudiences(): ReactNode {
  return (
    <nav
      className={styles.wrapper}
      aria-label={translate({
        id: 'wiki.landing.nav.label',
        message: 'Wiki starting points by reader',
        description: 'Accessible name of the group of reader cards on the wiki landing page',
      })}>
      <ul className={styles.grid}>
        {audiences.map((audience) => (
          <AudienceCard key={audience.id} audience={audience} />
        ))}
      </ul>
    </nav>
  );
}
