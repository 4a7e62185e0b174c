import '@site/src/i18n/groups/logChecker';
import {useEffect, useId, useRef, useState, type ClipboardEvent, type FormEvent, type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import FileDropZone from '@site/src/components/FileDropZone';
import type {LogReport} from '@site/src/lib/logs/check';
import {countLines, isLargePaste, maxLogMegabytes, pastedTextFits} from '@site/src/lib/logs/read';
import {checkInBackground, type CheckAnswer, type CheckRequest} from './runCheck';
import LogReportView, {ReportSummary} from './LogReportView';
import styles from './styles.module.css';

type Source = {kind: 'file'; name: string} | {kind: 'pasted'};

/** A paste too long for the text box, kept aside (src/lib/logs/read.ts, largePasteChars). */
type HeldPaste = {text: string; lines: number};

type CheckState =
  | {kind: 'idle'}
  | {kind: 'empty'}
  | {kind: 'checking'; source: Source}
  | {kind: 'failed'; source: Source; problem: Exclude<CheckAnswer, {ok: true}>['problem']}
  | {kind: 'done'; source: Source; report: LogReport};

function SourceName({source}: {source: Source}): ReactNode {
  return source.kind === 'file' ? (
    <code dir="auto">{source.name}</code>
  ) : (
    <Translate id="utilities.logChecker.source.pasted">the pasted log</Translate>
  );
}

function Failure({source, problem}: {source: Source; problem: Extract<CheckState, {kind: 'failed'}>['problem']}): ReactNode {
  const file = <SourceName source={source} />;
  switch (problem) {
    case 'too-large':
      return source.kind === 'file' ? (
        <Translate id="utilities.logChecker.error.tooLarge" values={{file, megabytes: maxLogMegabytes}}>
          {
            '{file} is larger than {megabytes} MB, so it was not opened. Check the part of the log around the problem instead: copy it from the start of the server to the error and paste it here.'
          }
        </Translate>
      ) : (
        <Translate id="utilities.logChecker.error.pastedTooLarge" values={{megabytes: maxLogMegabytes}}>
          {
            'The pasted text is larger than {megabytes} MB, so it was not checked. Keep the part from the start of the server to the error, and check again.'
          }
        </Translate>
      );
    case 'too-large-unpacked':
      return (
        <Translate id="utilities.logChecker.error.tooLargeUnpacked" values={{file, megabytes: maxLogMegabytes}}>
          {'{file} unpacks to more than {megabytes} MB, so it was not checked. Unpack it on your computer and paste the part around the problem.'}
        </Translate>
      );
    case 'not-gzip':
      return (
        <Translate id="utilities.logChecker.error.notGzip" values={{file}}>
          {
            '{file} starts like a gzip archive but could not be unpacked. It may be damaged or cut short; choose the file again, or open the log and paste its text.'
          }
        </Translate>
      );
    case 'unreadable':
    case 'failed':
      return (
        <Translate id="utilities.logChecker.error.unreadable" values={{file}}>
          {'{file} could not be read. Choose it again, or open the log in a text editor and paste its text.'}
        </Translate>
      );
  }
}

export default function LogChecker(): ReactNode {
  const textId = useId();
  const labelId = useId();
  const hintId = useId();
  const textRef = useRef<HTMLTextAreaElement>(null);
  const runRef = useRef<AbortController | null>(null);
  const [state, setState] = useState<CheckState>({kind: 'idle'});

  useEffect(() => () => runRef.current?.abort(), []);

  const check = async (request: CheckRequest, source: Source) => {
    runRef.current?.abort();
    const controller = new AbortController();
    runRef.current = controller;
    setState({kind: 'checking', source});
    const answer = await checkInBackground(request, controller.signal);
    if (controller.signal.aborted) return;
    setState(answer.ok ? {kind: 'done', source, report: answer.report} : {kind: 'failed', source, problem: answer.problem});
  };

  // A long paste stays out of the text box (laying out 100,000 lines there freezes the page);
  // whatever the box held before stays in it.
  const [held, setHeld] = useState<HeldPaste | null>(null);
  const removeHeld = () => {
    setHeld(null);
    // the text box comes back in its place: give it the focus the Remove button had
    requestAnimationFrame(() => textRef.current?.focus());
  };

  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const text = event.clipboardData.getData('text/plain');
    if (!isLargePaste(text)) return;
    event.preventDefault();
    if (!pastedTextFits(text)) {
      runRef.current?.abort();
      setState({kind: 'failed', source: {kind: 'pasted'}, problem: 'too-large'});
      return;
    }
    setState({kind: 'idle'});
    setHeld({text, lines: countLines(text)});
  };

  const checkPasted = (event: FormEvent) => {
    event.preventDefault();
    const text = held?.text ?? textRef.current?.value ?? '';
    if (text.trim() === '') {
      runRef.current?.abort();
      setState({kind: 'empty'});
      return;
    }
    void check({kind: 'text', text}, {kind: 'pasted'});
  };

  return (
    <div className={styles.checker}>
      <form className={styles.input} onSubmit={checkPasted} noValidate>
        <label id={labelId} htmlFor={textId} className={styles.label}>
          <Translate id="utilities.logChecker.pasteLabel">Paste your server log</Translate>
        </label>
        <p id={hintId} className={styles.hint}>
          <Translate id="utilities.logChecker.pasteHint">
            The log is logs/latest.log in the server folder, or the console of your hosting panel. Include everything from the start of the server to
            the problem.
          </Translate>
        </p>
        {held && (
          <div className={styles.heldPaste} role="group" aria-labelledby={labelId}>
            <p>
              <Translate id="utilities.logChecker.largePaste.summary" values={{lines: held.lines}}>
                {'A pasted log of {lines} lines is ready. It is too long to show here, so it is kept aside and checked as a whole.'}
              </Translate>
            </p>
            <button type="button" className="button button--secondary button--sm" onClick={removeHeld}>
              <Translate id="utilities.logChecker.largePaste.remove">Remove the pasted log</Translate>
            </button>
          </div>
        )}
        {/* hidden, not removed, while a long paste is held: what the reader typed stays */}
        <textarea
          id={textId}
          ref={textRef}
          className={styles.textArea}
          rows={10}
          aria-describedby={hintId}
          spellCheck={false}
          autoComplete="off"
          translate="no"
          dir="ltr"
          onPaste={onPaste}
          hidden={held !== null}
        />
        <button type="submit" className="button button--primary">
          <Translate id="utilities.logChecker.checkButton">Check the log</Translate>
        </button>
      </form>
      <FileDropZone
        label={<Translate id="utilities.logChecker.fileLabel">Or choose a log file (latest.log or .log.gz), or drop it here</Translate>}
        accept=".log,.gz,.txt,text/plain,application/gzip"
        onFile={(file) => void check({kind: 'file', file}, {kind: 'file', name: file.name})}
      />
      <p className={styles.hint}>
        <Translate id="utilities.logChecker.privacy" values={{megabytes: maxLogMegabytes}}>
          {'Your browser reads the log itself: nothing is uploaded. Logs up to {megabytes} MB are checked.'}
        </Translate>
      </p>

      <div className={styles.status} aria-live="polite">
        {state.kind === 'checking' && (
          <p>
            <Translate id="utilities.logChecker.checking" values={{source: <SourceName source={state.source} />}}>
              {'Checking {source}…'}
            </Translate>
          </p>
        )}
        {state.kind === 'empty' && (
          <div className="alert alert--warning" role="alert">
            <Translate id="utilities.logChecker.error.empty">Paste a log first, or choose a log file.</Translate>
          </div>
        )}
        {state.kind === 'failed' && (
          <div className="alert alert--danger" role="alert">
            <Failure source={state.source} problem={state.problem} />
          </div>
        )}
        {state.kind === 'done' && <ReportSummary report={state.report} source={<SourceName source={state.source} />} />}
      </div>
      {state.kind === 'done' && <LogReportView report={state.report} />}
    </div>
  );
}
