/**
 * The builds list of one version (`…/versions/{version}/builds`), for checking a
 * file against older builds. Each entry is checked against the same schema as a
 * single build, so a malformed answer never reaches the page.
 */
import {answerTooLarge, DownloadsApiError, defaultTimeoutMs, isBuildResponse, maxBuildsListAnswerBytes, type RequestOptions} from './client';
import type {KnownBuild} from './checksum';
import {AnswerTooLarge, fetchText, RequestFailure, type TextAnswer} from '../http/fetchText';

export function versionBuildsUrl(baseUrl: string, projectId: string, version: string): string {
  return `${baseUrl}/v2/projects/${encodeURIComponent(projectId)}/versions/${encodeURIComponent(version)}/builds`;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Every build of one version of a project. Rejects with a DownloadsApiError, or an AbortError when cancelled. */
export async function fetchVersionBuilds(baseUrl: string, projectId: string, version: string, options: RequestOptions = {}): Promise<KnownBuild[]> {
  const {timeoutMs = defaultTimeoutMs, signal, fetchImpl} = options;
  let answer: TextAnswer;
  try {
    answer = await fetchText(versionBuildsUrl(baseUrl, projectId, version), {
      timeoutMs,
      signal,
      fetchImpl,
      init: {headers: {Accept: 'application/json'}},
      maxBytes: maxBuildsListAnswerBytes,
    });
  } catch (error) {
    if (error instanceof AnswerTooLarge) throw answerTooLarge(`the builds of ${projectId} ${version}`, maxBuildsListAnswerBytes);
    if (!(error instanceof RequestFailure)) throw error;
    if (error.kind === 'aborted') throw new DOMException('Aborted', 'AbortError');
    throw new DownloadsApiError(
      error.kind,
      error.kind === 'timeout'
        ? `No answer from the Downloads API within ${timeoutMs} ms`
        : `The Downloads API could not be reached: ${error.message}`,
    );
  }
  if (!answer.ok)
    throw new DownloadsApiError('http', `The Downloads API answered ${answer.status} for the builds of ${projectId} ${version}`, answer.status);
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    throw new DownloadsApiError('invalid-response', `The Downloads API sent something that is not JSON for the builds of ${projectId} ${version}`);
  }
  if (!isObject(body) || !Array.isArray(body.builds)) {
    throw new DownloadsApiError('invalid-response', `The Downloads API sent an unexpected builds list for ${projectId} ${version}`);
  }
  const {project_id, project_name} = body;
  const builds: KnownBuild[] = [];
  for (const entry of body.builds) {
    const candidate = isObject(entry) ? {...entry, project_id, project_name, version: body.version} : entry;
    if (!isBuildResponse(candidate)) {
      throw new DownloadsApiError('invalid-response', `The Downloads API sent an unexpected build in the list for ${projectId} ${version}`);
    }
    builds.push({
      projectId: candidate.project_id,
      projectName: candidate.project_name,
      version: candidate.version,
      build: candidate.build,
      time: candidate.time,
      downloads: candidate.downloads,
    });
  }
  return builds;
}
