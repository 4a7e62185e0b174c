import '@site/src/i18n/groups/home';
import React from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import useBaseUrl from '@docusaurus/useBaseUrl';
import styles from './styles.module.css';

export default function HomeHero(): React.JSX.Element {
  const art = useBaseUrl('/img/home/bridge.svg');
  return (
    <header className={styles.hero}>
      <div className={`container ${styles.inner}`}>
        <div className={styles.text}>
          <Heading as="h1" className={styles.title}>
            <Translate id="home.hero.title">Bedrock players, welcome to Java servers</Translate>
          </Heading>
          <p className={styles.lead}>
            <Translate id="home.hero.lead">
              Geyser translates between Minecraft: Bedrock Edition and Java Edition, so players on phones, consoles and Windows can join your Java
              server with the game they already own.
            </Translate>
          </p>
          <div className={styles.actions}>
            <Link className="button button--primary button--lg" to="/download">
              <Translate id="home.hero.download">Download Geyser</Translate>
            </Link>
            <Link className="button button--secondary button--lg" to="/wiki/geyser/setup/">
              <Translate id="home.hero.setup">Setup guide</Translate>
            </Link>
          </div>
        </div>
        <img className={styles.art} src={art} alt="" width={480} height={240} />
      </div>
    </header>
  );
}
