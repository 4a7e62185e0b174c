/**
 * Reads and checks a log off the page's main thread, so a log of 100,000 lines never freezes the
 * page. Started by ./runCheck.ts; the logic is plain TypeScript in src/lib/logs.
 */
import {runCheck, type CheckRequest} from './runCheck';

self.addEventListener('message', (event: MessageEvent<CheckRequest>) => {
  void runCheck(event.data).then((answer) => self.postMessage(answer));
});
