import '@site/src/i18n/groups/logChecker';
import {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import {logProblemImpacts, type LogProblemImpact} from '@site/src/data/logProblems';
import type {FoundProblem, LogReport} from '@site/src/lib/logs/check';
import {setupFactNames, type SetupFacts} from '@site/src/lib/logs/facts';
import {problemTexts} from './problemTexts';
import styles from './styles.module.css';

type FactName = (typeof setupFactNames)[number];

function factLabel(name: FactName): string {
  switch (name) {
    case 'geyserVersion':
      return translate({id: 'utilities.logChecker.fact.geyserVersion', message: 'Geyser version'});
    case 'geyserBuild':
      return translate({id: 'utilities.logChecker.fact.geyserBuild', message: 'Geyser build'});
    case 'floodgateVersion':
      return translate({id: 'utilities.logChecker.fact.floodgateVersion', message: 'Floodgate version'});
    case 'floodgateBuild':
      return translate({id: 'utilities.logChecker.fact.floodgateBuild', message: 'Floodgate build'});
    case 'platform':
      return translate({id: 'utilities.logChecker.fact.platform', message: 'Platform'});
    case 'platformVersion':
      return translate({id: 'utilities.logChecker.fact.platformVersion', message: 'Platform version'});
    case 'minecraftVersion':
      return translate({id: 'utilities.logChecker.fact.minecraftVersion', message: 'Minecraft version'});
    case 'javaVersion':
      return translate({id: 'utilities.logChecker.fact.javaVersion', message: 'Java version'});
    case 'bedrockPort':
      return translate({id: 'utilities.logChecker.fact.bedrockPort', message: 'Bedrock port'});
    case 'javaPort':
      return translate({id: 'utilities.logChecker.fact.javaPort', message: 'Java port'});
  }
}

function impactHeading(impact: LogProblemImpact): ReactNode {
  switch (impact) {
    case 'startup':
      return <Translate id="utilities.logChecker.impact.startup">Geyser or Floodgate cannot start: nobody can join from Bedrock</Translate>;
    case 'joining':
      return <Translate id="utilities.logChecker.impact.joining">Bedrock players are refused when they join</Translate>;
    case 'player':
      return <Translate id="utilities.logChecker.impact.player">Single players or accounts are affected</Translate>;
    case 'warning':
      return <Translate id="utilities.logChecker.impact.warning">Warnings: players can still join</Translate>;
  }
}

function lineLabel(number: number): string {
  return translate({id: 'utilities.logChecker.lineNumber', message: 'Line {number}'}, {number});
}

function Problem({problem}: {problem: FoundProblem}): ReactNode {
  const more = problem.lineCount - problem.lines.length;
  return (
    <li className={styles.problem}>
      <p className={styles.problemText}>{problemTexts[problem.id]()}</p>
      <ul className={styles.lines}>
        {problem.lines.map((line) => (
          <li key={line.number}>
            <span className={styles.lineNumber}>{lineLabel(line.number)}</span>
            <code className={styles.lineText} dir="ltr" translate="no">
              {line.text}
              {line.cut && (
                <span className={styles.cut}>
                  {'… '}
                  <Translate id="utilities.logChecker.lineCut">(line shortened)</Translate>
                </span>
              )}
            </code>
          </li>
        ))}
      </ul>
      {more > 0 && (
        <p className={styles.more}>
          <Translate id="utilities.logChecker.moreLines" values={{count: more}}>
            {'The same problem shows on {count} more lines.'}
          </Translate>
        </p>
      )}
      <Link to={problem.link}>
        <Translate id="utilities.logChecker.readEntry">How to fix it</Translate>
      </Link>
    </li>
  );
}

function SetupSection({setup}: {setup: SetupFacts}): ReactNode {
  const known = setupFactNames.filter((name) => setup[name] !== undefined);
  return (
    <section className={styles.section} aria-labelledby="log-setup">
      <Heading as="h2" id="log-setup">
        <Translate id="utilities.logChecker.setupHeading">What the log says about the setup</Translate>
      </Heading>
      {known.length === 0 ? (
        <p>
          <Translate id="utilities.logChecker.setupNone">
            The log states no versions or ports. It may start after the server did: include the lines from the server's start.
          </Translate>
        </p>
      ) : (
        <dl className={styles.facts}>
          {known.map((name) => (
            <div key={name} className={styles.fact}>
              <dt>{factLabel(name)}</dt>
              <dd>
                <code dir="ltr" translate="no">
                  {setup[name]!.value}
                </code>{' '}
                <span className={styles.factLine}>({lineLabel(setup[name]!.line)})</span>
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

function NothingFound(): ReactNode {
  return (
    <div className="alert alert--info">
      <p className={styles.alertText}>
        <strong>
          <Translate id="utilities.logChecker.nothingFound">No known problem was recognised in this log.</Translate>
        </strong>
      </p>
      <p className={styles.alertText}>
        <Translate
          id="utilities.logChecker.askForHelp"
          values={{
            discord: <Link to="https://discord.gg/geysermc">{translate({id: 'utilities.logChecker.discord', message: 'GeyserMC Discord'})}</Link>,
            command: <code>geyser dump</code>,
            dumpViewer: <Link to="/utilities/dump-viewer">{translate({id: 'utilities.logChecker.dumpViewer', message: 'Dump Viewer'})}</Link>,
          }}>
          {
            'Ask on the {discord}. Run {command} in the server console and share the link it prints together with the log: the dump describes your setup, and you can read it yourself in the {dumpViewer}.'
          }
        </Translate>
      </p>
    </div>
  );
}

/** The summary line, for the page's live region. */
export function ReportSummary({report, source}: {report: LogReport; source: ReactNode}): ReactNode {
  return (
    <p className={styles.summary}>
      <Translate id="utilities.logChecker.summary" values={{source, lines: report.lineCount, problems: report.problems.length}}>
        {'Checked {source} ({lines} lines). Known problems found: {problems}.'}
      </Translate>
    </p>
  );
}

export default function LogReportView({report}: {report: LogReport}): ReactNode {
  return (
    <div className={styles.report}>
      <section className={styles.section} aria-labelledby="log-problems">
        <Heading as="h2" id="log-problems">
          <Translate id="utilities.logChecker.problemsHeading">Known problems</Translate>
        </Heading>
        {report.problems.length === 0 ? (
          <NothingFound />
        ) : (
          logProblemImpacts.map((impact) => {
            const problems = report.problems.filter((problem) => problem.impact === impact);
            if (problems.length === 0) return null;
            return (
              <div key={impact}>
                <Heading as="h3">{impactHeading(impact)}</Heading>
                <ul className={styles.problems}>
                  {problems.map((problem) => (
                    <Problem key={problem.id} problem={problem} />
                  ))}
                </ul>
              </div>
            );
          })
        )}
      </section>
      <SetupSection setup={report.setup} />
    </div>
  );
}
