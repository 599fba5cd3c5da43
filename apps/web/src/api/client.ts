import {
  defaultErrorMessage,
  ErrorCode,
  Header,
  isFileEndpoint,
  LegacyStatus,
  sessionEndpoints,
  toLegacyCase,
  type EndpointDefinition,
  type ErrorCodeValue,
  type FileDownload,
  type OutputOf,
  type UploadedFile,
} from '@yuanwu/shared';
import type { z } from 'zod';
import {
  ApiError,
  LOGIN_TOO_LONG_TEXT,
  NETWORK_ERROR_TEXT,
  PASSED_BACK_CODES,
  SERVER_TROUBLE_TEXT,
  UNKNOWN_ERROR_TEXT,
} from './api-error';
import { fileNameFromDisposition } from './content-disposition';
import { readEnvelope, type Family } from './envelope';

/** A file the server reads from a multipart part, the console sends as a Blob (a File keeps its name). */
type BrowserFields<Input> = { [Key in keyof Input]: [Input[Key]] extends [UploadedFile] ? Blob : Input[Key] };

/** What a caller passes: the declared input before defaults, so defaulted fields may be left out. */
export type CallInput<E extends EndpointDefinition> = BrowserFields<z.input<E['input']>>;

export interface CallOptions {
  /** Aborting it rejects the call with the signal's reason, untouched: the caller asked for it. */
  signal?: AbortSignal;
  /** Headers a call must carry besides the session's (the fixed app header of chunk uploads). */
  headers?: Record<string, string>;
}

/** A `file` endpoint's answer: the blob and the name the server gave it. */
export interface DownloadedFile {
  fileName: string;
  blob: Blob;
}

/** File endpoints declare `fileOutput`: their calls resolve to the downloaded file. */
export type CallOutput<E extends EndpointDefinition> = [OutputOf<E>] extends [FileDownload] ? DownloadedFile : OutputOf<E>;

export interface ApiClientDeps {
  fetch: typeof fetch;
  session: { token(): string | null; setToken(token: string): void; clear(): void };
  /** Shows an error toast. */
  notify(text: string): void;
  /** Sends the user to the login page; the session is already cleared. */
  goToLogin(): void;
  /** Shows a refusal under the form field it names, when a form waiting on the call has that field; false otherwise. */
  showUnderField?(field: string, message: string): boolean;
  timeoutMs?: number;
}

const REQUEST_TIMEOUT_MS = 120_000;

/** Names this console to the server (appId at login, platId after), so sessions show where they were opened. */
export const PLATFORM_ID = 'web';

/** What one HTTP exchange came to, before the codes are acted on. */
type Answer =
  | { kind: 'data'; data: unknown; issuedToken: string | null }
  | { kind: 'file'; file: DownloadedFile }
  | { kind: 'failure'; family: Family; code: number; message: string; legacyStatus?: number | undefined; field?: string | undefined }
  | { kind: 'network'; cause: unknown };

interface Route {
  family: Family;
  method: 'GET' | 'POST';
  path: string;
}

/** The Java path when declared, else the legacy one. */
function routeOf(endpoint: EndpointDefinition): Route {
  if (endpoint.java) return { family: 'java', ...endpoint.java };
  if (endpoint.legacy && !endpoint.legacy.signed) return { family: 'legacy', ...endpoint.legacy };
  throw new Error(`${endpoint.id}: signed legacy calls are for partner apps, not the console`);
}

/** 32 hex digits. getRandomValues, unlike randomUUID, also works on plain-http school intranets. */
function newRequestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

type Params = Record<string, unknown>;

function searchParamsOf(params: Params): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null) continue;
      search.append(key, typeof item === 'object' ? JSON.stringify(item) : String(item));
    }
  }
  return search;
}

const withQuery = (path: string, params: Params) => {
  const query = searchParamsOf(params).toString();
  return query ? `${path}?${query}` : path;
};

/** The Blob fields of a POST as multipart parts, in field order; undefined when it has none. */
function multipartOf(params: Params): { form: FormData; rest: Params } | undefined {
  const files = Object.entries(params).filter((entry): entry is [string, Blob] => entry[1] instanceof Blob);
  if (files.length === 0) return undefined;
  const form = new FormData();
  for (const [key, blob] of files) form.append(key, blob, blob instanceof File ? blob.name : key);
  return { form, rest: Object.fromEntries(Object.entries(params).filter(([, value]) => !(value instanceof Blob))) };
}

/**
 * GET parameters go in the query; a POST holding files sends them multipart with its other fields
 * in the query (as UploadCarveFile takes them); `form` calls send url-encoded bodies, other POSTs JSON.
 */
function requestOf(endpoint: EndpointDefinition, route: Route, input: unknown, token: string | null, extraHeaders: Record<string, string> = {}) {
  const params = ((route.family === 'legacy' ? toLegacyCase(input) : input) ?? {}) as Params;
  const headers = new Headers({ ...extraHeaders, [Header.REQUEST_ID]: newRequestId() });
  if (token) headers.set(Header.AUTH, token);
  if (route.method === 'GET') return { url: withQuery(route.path, params), init: { method: 'GET', headers } };
  const multipart = multipartOf(params);
  // The browser writes the multipart Content-Type itself, with the boundary.
  if (multipart) return { url: withQuery(route.path, multipart.rest), init: { method: 'POST', headers, body: multipart.form } };
  if (endpoint.form) {
    headers.set('Content-Type', 'application/x-www-form-urlencoded;charset=UTF-8');
    return { url: route.path, init: { method: 'POST', headers, body: searchParamsOf(params) } };
  }
  headers.set('Content-Type', 'application/json');
  return { url: route.path, init: { method: 'POST', headers, body: JSON.stringify(params) } };
}

/** The catalogue's own wording for a code the server sent without a message. */
const catalogueText = (code: number) => defaultErrorMessage[code as ErrorCodeValue] ?? UNKNOWN_ERROR_TEXT;

const isJson = (response: Response) => (response.headers.get('Content-Type') ?? '').includes('json');

/**
 * Gateways answer 502, 503 or 504 with a page of their own while the server restarts: worth another
 * try, like a lost connection. Any other answer without an envelope is a failure that stays one.
 */
const isGatewayTrouble = (status: number) => status === 502 || status === 503 || status === 504;

async function envelopeOf(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/** Reads a response: a file for file endpoints, else either family's envelope. */
async function answerOf(endpoint: EndpointDefinition, family: Family, response: Response): Promise<Answer> {
  if (isFileEndpoint(endpoint) && !isJson(response)) {
    const fileName = fileNameFromDisposition(response.headers.get('Content-Disposition'), endpoint.summary);
    return { kind: 'file', file: { fileName, blob: await response.blob() } };
  }
  const envelope = readEnvelope(family, await envelopeOf(response));
  if (!envelope) {
    const cause = new Error(`${response.url} answered ${response.status} without an envelope`);
    if (isGatewayTrouble(response.status)) return { kind: 'network', cause };
    console.error('[api] answer without an envelope', cause);
    return { kind: 'failure', family, code: ErrorCode.UNKNOWN, message: SERVER_TROUBLE_TEXT };
  }
  if (envelope.ok) return { kind: 'data', data: envelope.data, issuedToken: response.headers.get(Header.AUTH) };
  return { kind: 'failure', family, ...envelope };
}

const isSessionRefusal = (answer: Answer) =>
  answer.kind === 'failure' &&
  (answer.code === ErrorCode.INVALID_TOKEN ||
    answer.code === ErrorCode.MISSING_TOKEN ||
    answer.legacyStatus === LegacyStatus.NO_SESSION ||
    answer.legacyStatus === LegacyStatus.SESSION_EXPIRED);

/**
 * The console's one HTTP client, for both call families, typed from the shared declarations:
 * `call(sessionEndpoints.validLogin, input)` resolves to the declared output. Failures reject with
 * an ApiError; see `settle` for which codes the screen sees and which the client handles itself.
 */
export function createApiClient(deps: ApiClientDeps) {
  const timeoutMs = deps.timeoutMs ?? REQUEST_TIMEOUT_MS;
  /** The refresh in flight: every call refused for the same stale token waits for this one. */
  let refreshing: Promise<string | null> | undefined;

  async function exchange(endpoint: EndpointDefinition, input: unknown, token: string | null, options: CallOptions = {}): Promise<Answer> {
    const route = routeOf(endpoint);
    const { url, init } = requestOf(endpoint, route, input, token, options.headers);
    options.signal?.throwIfAborted();
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new DOMException('请求超时', 'TimeoutError')), timeoutMs);
    const stop = () => controller.abort(options.signal?.reason);
    options.signal?.addEventListener('abort', stop);
    try {
      return await answerOf(endpoint, route.family, await deps.fetch(url, { ...init, signal: controller.signal }));
    } catch (cause) {
      options.signal?.throwIfAborted();
      return { kind: 'network', cause };
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', stop);
    }
  }

  async function refresh(staleToken: string): Promise<string | null> {
    const answer = await exchange(sessionEndpoints.refreshToken, { oldToken: staleToken, platId: PLATFORM_ID }, null);
    if (answer.kind !== 'data') return null;
    const token = answer.issuedToken ?? (answer.data as { token?: string } | null)?.token;
    if (!token) return null;
    deps.session.setToken(token);
    return token;
  }

  /**
   * A token newer than `staleToken`: one another call already got, or the single shared refresh.
   * None once the session has ended meanwhile (a failed refresh, a logout).
   */
  function freshToken(staleToken: string): Promise<string | null> {
    const current = deps.session.token();
    if (current === null) return Promise.resolve(null);
    if (current !== staleToken) return Promise.resolve(current);
    refreshing ??= refresh(staleToken).finally(() => {
      refreshing = undefined;
    });
    return refreshing;
  }

  /** Ends the session once, however many calls fail together: only the first finds a token to clear. */
  function endSession(text: string): void {
    if (deps.session.token() === null) return;
    deps.session.clear();
    deps.notify(text);
    deps.goToLogin();
  }

  function loginTooLong(): never {
    endSession(LOGIN_TOO_LONG_TEXT);
    throw new ApiError(ErrorCode.INVALID_TOKEN, LOGIN_TOO_LONG_TEXT, true);
  }

  async function replayWithFreshToken(endpoint: EndpointDefinition, input: unknown, staleToken: string, options?: CallOptions): Promise<Answer> {
    const token = await freshToken(staleToken);
    if (!token) return loginTooLong();
    const answer = await exchange(endpoint, input, token, options);
    return isSessionRefusal(answer) ? loginTooLong() : answer;
  }

  function settle(answer: Answer): unknown {
    switch (answer.kind) {
      case 'data':
        return answer.data;
      case 'file':
        return answer.file;
      case 'network':
        // Swallowed for the user: logged, and rejected as handled.
        console.error('[api] network failure', answer.cause);
        throw new ApiError(ErrorCode.NETWORK, NETWORK_ERROR_TEXT, true);
      case 'failure':
        return failWith(answer);
    }
  }

  function failWith(failure: Extract<Answer, { kind: 'failure' }>): never {
    if (isSessionRefusal(failure)) {
      const text = failure.message || catalogueText(failure.code);
      endSession(text);
      throw new ApiError(failure.code, text, true);
    }
    const { code, field } = failure;
    const text = failure.message || (PASSED_BACK_CODES.has(code) ? catalogueText(code) : UNKNOWN_ERROR_TEXT);
    // Said once, where the user corrects it: under the field, instead of a toast.
    if (field && deps.showUnderField?.(field, text)) throw new ApiError(code, text, true, field);
    // Said once, by whoever shows the call: the screen showing a read (with 重试), the form
    // waiting on a write, or else the query client's toast.
    throw new ApiError(code, text, false, field);
  }

  async function call<E extends EndpointDefinition>(endpoint: E, input: CallInput<E>, options?: CallOptions): Promise<CallOutput<E>> {
    const token = deps.session.token();
    let answer = await exchange(endpoint, input, token, options);
    // Either family's invalid-token code gets one refresh first; a session past refreshing then ends at login.
    if (token && answer.kind === 'failure' && answer.code === ErrorCode.INVALID_TOKEN) {
      answer = await replayWithFreshToken(endpoint, input, token, options);
    }
    return settle(answer) as CallOutput<E>;
  }

  return { call };
}

