/**
 * Parses and edits the config off the page's main thread, so a 256 KB file never freezes the page.
 * Started by ./documentClient.ts; the logic is plain TypeScript in src/lib/config-editor/document.
 * Messages are answered one at a time, in the order they came, each with the id it was sent with.
 */
import {answerDocumentRequest, type DocumentRequest} from '@site/src/lib/config-editor/document/requests';

self.addEventListener('message', (event: MessageEvent<{id: number; request: DocumentRequest}>) => {
  const {id, request} = event.data;
  try {
    self.postMessage({id, answer: answerDocumentRequest(request)});
  } catch (error) {
    self.postMessage({id, failed: String(error)});
  }
});
