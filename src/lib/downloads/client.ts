/**
 * The one client for the Downloads API (download.geysermc.org). Types come from
 * openapi/downloads.yaml (see apiTypes.gen.ts, `npm run gen-types`); answers are
 * checked at run time too, because the page must survive an API that changes.
 */
import type {components} from './apiTypes.gen';
import {AnswerTooLarge, fetchText, RequestFailure, ServiceError, type TextAnswer} from '../http/fetchText';

export type BuildResponse = components['schemas']['BuildResponse'];
export type BuildChange = components['schemas']['Change'];
export type BuildDownload = components['schemas']['Download'];

/** What the download page shows about the newest build of a project. */
export interface LatestBuild {
  projectId: string;
  projectName: string;
  version: string;
  build: number;
  /** Publish time as an ISO 8601 string (UTC). */
  time: string;
  channel: string;
  changes: {commit: string; summary: string}[];
  /** Files of the build by download key. */
  downloads: Record<string, BuildDownload>;
}

export type DownloadsApiErrorKind = 'timeout' | 'network' | 'http' | 'invalid-response';

export class DownloadsApiError extends ServiceError<DownloadsApiErrorKind> {
  override name = 'DownloadsApiError';
}

export const defaultTimeoutMs = 10_000;

/**
 * The largest answer read from the Downloads API: one build is a few kilobytes, a version's builds
 * list well under a megabyte. Anything larger is refused before it is parsed or shown.
 */
export const maxBuildAnswerBytes = 1024 * 1024;
export const maxBuildsListAnswerBytes = 16 * 1024 * 1024;

/** The error for an answer over the cap. */
export function answerTooLarge(what: string, maxBytes: number): DownloadsApiError {
  return new DownloadsApiError('invalid-response', `The Downloads API sent more than ${maxBytes} bytes for ${what}`);
}

export interface RequestOptions {
  timeoutMs?: number;
  signal?: AbortSignal;
  fetchImpl?: typeof fetch;
}

const sha256Pattern = /^[a-f0-9]{64}$/;
const commitPattern = /^[0-9a-f]{40}$/;
const projectPattern = /^[a-z]+$/;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Checks an answer against the BuildResponse schema: every required field with
 * its type, checksums as 64 hex digits. Extra fields are allowed (the API may grow).
 */
export function isBuildResponse(value: unknown): value is BuildResponse {
  if (!isObject(value)) return false;
  const {project_id, project_name, version, build, time, channel, promoted, changes, downloads} = value;
  if (typeof project_id !== 'string' || !projectPattern.test(project_id)) return false;
  if (typeof project_name !== 'string' || typeof version !== 'string' || version === '') return false;
  if (typeof build !== 'number' || !Number.isInteger(build) || build < 1) return false;
  if (typeof time !== 'string' || Number.isNaN(Date.parse(time))) return false;
  if (typeof channel !== 'string' || typeof promoted !== 'boolean') return false;
  if (!Array.isArray(changes) || !changes.every(isChange)) return false;
  if (!isObject(downloads)) return false;
  return Object.values(downloads).every(
    (file) =>
      isObject(file) && typeof file.name === 'string' && file.name !== '' && typeof file.sha256 === 'string' && sha256Pattern.test(file.sha256),
  );
}

function isChange(value: unknown): boolean {
  if (!isObject(value)) return false;
  const {commit, summary, message} = value;
  return (
    (commit === undefined || (typeof commit === 'string' && commitPattern.test(commit))) &&
    (summary === undefined || typeof summary === 'string') &&
    (message === undefined || typeof message === 'string')
  );
}

function toLatestBuild(response: BuildResponse): LatestBuild {
  return {
    projectId: response.project_id,
    projectName: response.project_name,
    version: response.version,
    build: response.build,
    time: response.time,
    channel: response.channel,
    changes: response.changes
      .filter((change): change is Required<Pick<BuildChange, 'commit'>> & BuildChange => typeof change.commit === 'string')
      .map((change) => ({commit: change.commit, summary: change.summary ?? change.message?.split('\n')[0] ?? ''})),
    downloads: response.downloads,
  };
}

/** `…/v2/projects/{project}/versions/latest/builds/latest`: the details of the newest build. */
export function latestBuildUrl(baseUrl: string, projectId: string): string {
  return `${baseUrl}/v2/projects/${encodeURIComponent(projectId)}/versions/latest/builds/latest`;
}

/** The permanent link to a file of one build (its checksum never changes). */
export function buildDownloadUrl(baseUrl: string, build: Pick<LatestBuild, 'projectId' | 'version' | 'build'>, downloadName: string): string {
  return `${baseUrl}/v2/projects/${encodeURIComponent(build.projectId)}/versions/${encodeURIComponent(build.version)}/builds/${build.build}/downloads/${encodeURIComponent(downloadName)}`;
}

/**
 * Asks for the newest build of a project. The API answers `latest` with
 * redirects, which fetch follows. Rejects with a DownloadsApiError.
 */
export async function fetchLatestBuild(baseUrl: string, projectId: string, options: RequestOptions = {}): Promise<LatestBuild> {
  const {timeoutMs = defaultTimeoutMs, signal, fetchImpl} = options;
  let answer: TextAnswer;
  try {
    answer = await fetchText(latestBuildUrl(baseUrl, projectId), {
      timeoutMs,
      signal,
      fetchImpl,
      init: {headers: {Accept: 'application/json'}},
      maxBytes: maxBuildAnswerBytes,
    });
  } catch (error) {
    if (error instanceof AnswerTooLarge) throw answerTooLarge(projectId, maxBuildAnswerBytes);
    if (!(error instanceof RequestFailure)) throw error;
    // The caller cancelled: pass that on as the abort it is, not as a failure to report.
    if (error.kind === 'aborted') throw new DOMException('Aborted', 'AbortError');
    throw new DownloadsApiError(
      error.kind,
      error.kind === 'timeout'
        ? `No answer from the Downloads API within ${timeoutMs} ms`
        : `The Downloads API could not be reached: ${error.message}`,
    );
  }
  if (!answer.ok) {
    throw new DownloadsApiError('http', `The Downloads API answered ${answer.status} for ${projectId}`, answer.status);
  }
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    throw new DownloadsApiError('invalid-response', `The Downloads API sent something that is not JSON for ${projectId}`);
  }
  if (!isBuildResponse(body)) {
    throw new DownloadsApiError('invalid-response', `The Downloads API sent an unexpected build description for ${projectId}`);
  }
  return toLatestBuild(body);
}

/**
 * Remembers each project's answer for the rest of the visit, so switching tabs or
 * mounting a component twice sends one request per project. A failed request is
 * forgotten, so Retry asks again.
 */
export class LatestBuildCache {
  private readonly entries = new Map<string, Promise<LatestBuild>>();

  constructor(
    private readonly baseUrl: string,
    private readonly options: Omit<RequestOptions, 'signal'> = {},
  ) {}

  get(projectId: string): Promise<LatestBuild> {
    let entry = this.entries.get(projectId);
    if (!entry) {
      entry = fetchLatestBuild(this.baseUrl, projectId, this.options);
      this.entries.set(projectId, entry);
      entry.catch(() => {
        if (this.entries.get(projectId) === entry) this.entries.delete(projectId);
      });
    }
    return entry;
  }
}

const caches = new Map<string, LatestBuildCache>();

/** The visit-wide cache for one API base URL. */
export function latestBuildCache(baseUrl: string): LatestBuildCache {
  let cache = caches.get(baseUrl);
  if (!cache) {
    cache = new LatestBuildCache(baseUrl);
    caches.set(baseUrl, cache);
  }
  return cache;
}
