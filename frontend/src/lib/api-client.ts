import type { ErrorBody } from '@backend/contract/error-body';
import { ERROR_CODES, type ErrorCode } from '@backend/module-lists/errors';
import type { FieldCode } from '@backend/shared/error-codes';
import type { ClientErrorCode } from '@/i18n/folded-codes';
import { readToken } from './token-storage';

/**
 * Every code a failed call carries: one of the server's vocabulary (`ErrorBody.message`), or one the
 * client makes itself: NETWORK_ERROR, TIMEOUT, UNKNOWN (below) and BOT_CHECK_FAILED (`bot-check.ts`).
 */
export type ApiErrorCode = ErrorCode | ClientErrorCode | 'BOT_CHECK_FAILED';

/** The server's field codes of a VALIDATION_FAILED, by field (`ErrorBody.errors`). */
export interface FieldErrors {
  [field: string]: FieldCode;
}

/** A failed call: HTTP status (0 when the server was not reached) and a stable error code. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    readonly fieldErrors: FieldErrors = {},
    /** Other fields of the error body, e.g. the service's name and id of a 403 NOT_SIGNED_UP. */
    readonly details: Record<string, unknown> = {},
  ) {
    super(code);
    this.name = 'ApiError';
  }
}

const SERVER_CODES: ReadonlySet<string> = new Set(ERROR_CODES);
const isServerCode = (message: unknown): message is ErrorCode => typeof message === 'string' && SERVER_CODES.has(message);

/**
 * What a failure's body may hold: the contract's ErrorBody from our server, anything (or nothing)
 * from a proxy in between, so every part is checked before it is used.
 */
type ReceivedErrorBody = { [Key in keyof ErrorBody]?: unknown } & { errors?: Array<{ field?: unknown; code?: unknown }> };

/** Told which token the server rejected, so a late answer about an earlier session is told apart. */
type UnauthenticatedListener = (token: string) => void;
const unauthenticatedListeners = new Set<UnauthenticatedListener>();

/** Called when the server rejects our token; the app ends the session. */
export function onUnauthenticated(listener: UnauthenticatedListener): () => void {
  unauthenticatedListeners.add(listener);
  return () => unauthenticatedListeners.delete(listener);
}

/** The server answered 401 to a request made with `token` (an API call, or the live stream). */
export function reportUnauthenticated(token: string): void {
  if (endedHere.has(token)) return;
  if (endings > 0) heldReports.add(token);
  else unauthenticatedListeners.forEach((listener) => listener(token));
}

/** Tokens whose session this device ended itself: that the server refuses them now is no news. */
const endedHere = new Set<string>();
let endings = 0;
const heldReports = new Set<string>();

/**
 * Runs `end`, a call by which the member ends this device's own session on purpose (a new password ends
 * every token, this one's too, and the answer brings its successor; erasing the account ends it for
 * good), with "session ended" reports held until it settles: the live stream may hear of the end before
 * the answer arrives, and must not sign the member out over it. Once it succeeded, reports about the
 * token it was made with are dropped, then and later; if it failed, the held ones are passed on.
 */
export async function endingOwnSession<T>(end: () => Promise<T>): Promise<T> {
  const token = readToken();
  endings++;
  try {
    const result = await end();
    if (token) endedHere.add(token);
    return result;
  } finally {
    endings--;
    if (endings === 0) {
      const held = [...heldReports];
      heldReports.clear();
      held.forEach(reportUnauthenticated);
    }
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** JSON-encoded, except FormData (file uploads), which is sent as multipart as it is. */
  body?: unknown;
  signal?: AbortSignal;
  /** How long to wait for the server's answer before the call fails with TIMEOUT (see ANSWER_TIMEOUT_MS). */
  timeoutMs?: number;
}

/**
 * How long a call waits for the server to start answering (its status line, not the whole body: a
 * long list on a slow phone is still allowed to arrive). A read that hears nothing for this long
 * fails with TIMEOUT, so its page says so within seconds instead of spinning for ever; a write may
 * take longer (it waits for the read models to catch up), an upload as long as the file takes to send.
 */
export const ANSWER_TIMEOUT_MS = { read: 8_000, write: 30_000, upload: 120_000 } as const;

function timeoutOf(method: NonNullable<RequestOptions['method']>, multipart: boolean): number {
  if (multipart) return ANSWER_TIMEOUT_MS.upload;
  return method === 'GET' ? ANSWER_TIMEOUT_MS.read : ANSWER_TIMEOUT_MS.write;
}

/** Calls `/api{path}` with JSON in and out and the bearer token when signed in. */
export async function apiRequest<T>(path: string, { method = 'GET', body, signal, timeoutMs }: RequestOptions = {}): Promise<T> {
  const token = readToken();
  const headers: Record<string, string> = { Accept: 'application/json' };
  const multipart = body instanceof FormData;
  if (body !== undefined && !multipart) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;

  // One signal for the caller's cancel and our own timeout (AbortSignal.any is too new for some phones).
  const controller = new AbortController();
  const cancel = () => controller.abort(signal?.reason);
  if (signal?.aborted) cancel();
  signal?.addEventListener('abort', cancel, { once: true });
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs ?? timeoutOf(method, multipart));

  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : multipart ? body : JSON.stringify(body),
      signal: controller.signal,
    });
  } catch (error) {
    if (timedOut) throw new ApiError(0, 'TIMEOUT');
    if (signal?.aborted) throw error;
    throw new ApiError(0, 'NETWORK_ERROR');
  } finally {
    // The answer has started (or failed): the timeout no longer applies, the body may take its time.
    clearTimeout(timer);
    signal?.removeEventListener('abort', cancel);
  }

  if (!response.ok) {
    const error = await toApiError(response);
    if (error.status === 401 && token) reportUnauthenticated(token);
    throw error;
  }
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

async function toApiError(response: Response): Promise<ApiError> {
  let body: ReceivedErrorBody = {};
  try {
    body = (await response.json()) as ReceivedErrorBody;
  } catch {
    // Not JSON (a proxy error page, for example): fall back to the status.
  }
  const code: ApiErrorCode = isServerCode(body.message)
    ? body.message
    : response.status === 429
      ? 'TOO_MANY_REQUESTS'
      : 'UNKNOWN';
  const fieldErrors: FieldErrors = {};
  for (const { field, code: fieldCode } of body.errors ?? []) {
    if (typeof field === 'string' && typeof fieldCode === 'string') fieldErrors[field] = fieldCode as FieldCode;
  }
  const { statusCode: _status, message: _message, errors: _errors, ...details } = body;
  return new ApiError(response.status, code, fieldErrors, details as Record<string, unknown>);
}
