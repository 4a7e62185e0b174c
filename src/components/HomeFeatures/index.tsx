import '@site/src/i18n/groups/home';
import React from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

interface Feature {
  id: string;
  title: string;
  body: string;
  to: string;
  linkLabel: string;
}

function features(): Feature[] {
  return [
    {
      id: 'crossplay',
      title: translate({id: 'home.features.crossplay.title', message: 'One server, both editions'}),
      body: translate({
        id: 'home.features.crossplay.body',
        message:
          'Keep running the Java server you know. Geyser speaks the Bedrock protocol on a UDP port and turns every packet into its Java equivalent.',
      }),
      to: '/wiki/geyser/',
      linkLabel: translate({id: 'home.features.crossplay.link', message: 'How Geyser works'}),
    },
    {
      id: 'platforms',
      title: translate({id: 'home.features.platforms.title', message: 'Runs where your server runs'}),
      body: translate({
        id: 'home.features.platforms.body',
        message:
          'Install it as a Paper or Spigot plugin, on a BungeeCord or Velocity proxy, as a Fabric or NeoForge mod, inside ViaProxy, or on its own.',
      }),
      to: '/wiki/geyser/setup/',
      linkLabel: translate({id: 'home.features.platforms.link', message: 'Choose your setup'}),
    },
    {
      id: 'floodgate',
      title: translate({id: 'home.features.floodgate.title', message: 'No Java account needed'}),
      body: translate({
        id: 'home.features.floodgate.body',
        message: 'Add Floodgate and Bedrock players join online-mode servers with their Microsoft account alone, and can link it to a Java account.',
      }),
      to: '/wiki/floodgate/',
      linkLabel: translate({id: 'home.features.floodgate.link', message: 'Meet Floodgate'}),
    },
    {
      id: 'custom',
      title: translate({id: 'home.features.custom.title', message: 'Your content, on every device'}),
      body: translate({
        id: 'home.features.custom.body',
        message: 'Map custom items, blocks and skulls, ship Bedrock resource packs, and extend Geyser with its API and extensions.',
      }),
      to: '/wiki/geyser/custom-items/',
      linkLabel: translate({id: 'home.features.custom.link', message: 'Custom content'}),
    },
    {
      id: 'projects',
      title: translate({id: 'home.features.projects.title', message: 'More from GeyserMC'}),
      body: translate({
        id: 'home.features.projects.body',
        message: 'GeyserConnect, the optional resource pack, Hurricane, ThirdPartyCosmetics and more tools fill the remaining gaps.',
      }),
      to: '/wiki/other/',
      linkLabel: translate({id: 'home.features.projects.link', message: 'Other projects'}),
    },
    {
      id: 'help',
      title: translate({id: 'home.features.help.title', message: 'Help when you need it'}),
      body: translate({
        id: 'home.features.help.body',
        message: 'Common issues, a step-by-step connection checklist, and a dump viewer that spots configuration mistakes for you.',
      }),
      to: '/wiki/geyser/common-issues/',
      linkLabel: translate({id: 'home.features.help.link', message: 'Troubleshooting'}),
    },
  ];
}

export default function HomeFeatures(): React.JSX.Element {
  return (
    <section className={styles.section} aria-labelledby="home-features-title">
      <div className="container">
        <Heading as="h2" id="home-features-title" className={styles.heading}>
          <Translate id="home.features.title">Why server owners choose Geyser</Translate>
        </Heading>
        <ul className={styles.grid}>
          {features().map((feature) => (
            <li key={feature.id} className={styles.card}>
              <Heading as="h3">{feature.title}</Heading>
              <p>{feature.body}</p>
              <Link to={feature.to}>{feature.linkLabel}</Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
