/**
 * One log check, from a picked file or pasted text to a report. Runs in a Web Worker
 * (./checkLog.worker.ts) where the browser has them, and in the page otherwise.
 */
import {checkLog, type LogReport} from '@site/src/lib/logs/check';
import {pastedTextFits, readLogFile, type LogFile, type LogReadProblem} from '@site/src/lib/logs/read';

export type CheckRequest = {kind: 'file'; file: LogFile} | {kind: 'text'; text: string};
export type CheckAnswer = {ok: true; report: LogReport; gzip: boolean} | {ok: false; problem: LogReadProblem | 'failed'};

export async function runCheck(request: CheckRequest): Promise<CheckAnswer> {
  try {
    if (request.kind === 'text') {
      if (!pastedTextFits(request.text)) return {ok: false, problem: 'too-large'};
      return {ok: true, report: checkLog(request.text), gzip: false};
    }
    const read = await readLogFile(request.file);
    if (!read.ok) return read;
    return {ok: true, report: checkLog(read.text), gzip: read.gzip};
  } catch {
    return {ok: false, problem: 'failed'};
  }
}

/** Checks in a worker; `signal` ends the worker (a newer check replaces an older one). */
export function checkInBackground(request: CheckRequest, signal: AbortSignal): Promise<CheckAnswer> {
  if (typeof Worker === 'undefined') return runCheck(request);
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./checkLog.worker.ts', import.meta.url));
    } catch {
      resolve(runCheck(request));
      return;
    }
    const finish = (answer: CheckAnswer) => {
      worker.terminate();
      resolve(answer);
    };
    signal.addEventListener('abort', () => worker.terminate(), {once: true});
    worker.addEventListener('message', (event: MessageEvent<CheckAnswer>) => finish(event.data));
    worker.addEventListener('error', () => finish({ok: false, problem: 'failed'}));
    worker.postMessage(request);
  });
}
