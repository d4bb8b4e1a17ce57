import {
  type CallInput,
  type CallName,
  type CallOf,
  type CallOutput,
  type CallRoute,
  clientMessage,
  HEADERS,
  RETRY_STATUSES,
  type TEnvelope,
} from "@studio/contract";
import { useSettings } from "../stores/settings";
import { urlFor } from "./call-url";

/**
 * The routes of the calls a first load makes (the site, the member, the landing page's music),
 * written out here: the table of every call loads with the first other call (lib/call-routes.ts,
 * docs/decisions/147). call-routes.test.ts holds them to the contract's.
 */
export const START_ROUTES: Partial<Record<CallName, CallRoute>> = {
  siteMetaCall: { method: "GET", path: "site/meta", access: "public" },
  meCall: { method: "GET", path: "member/me", access: "session-unverified", enrolment: true },
  landingMusicCall: { method: "GET", path: "site/landing/music", access: "public" },
};

/** A failed call: the server's catalogue code and its message in the person's language. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly status: number,
    readonly params?: Record<string, string | number>,
  ) {
    super(message);
  }
}

const RETRYABLE = new Set<number>(RETRY_STATUSES);

function headersFor(
  call: CallRoute,
  { language, currency, token, domain, metaSite }: ReturnType<typeof useSettings.getState>,
): Record<string, string> {
  const headers: Record<string, string> = {
    [HEADERS.language]: language,
    [HEADERS.currency]: currency,
  };
  if (metaSite && domain) headers[HEADERS.networkDomain] = domain;
  if (token && call.access !== "public") headers[HEADERS.authorization] = `Bearer ${token}`;
  return headers;
}

/**
 * Calls the API through the contract, by the call's name: the call's shape is declared once, in
 * packages/contract. Only its route travels with the page's code; its schemas, and zod, load with a
 * form that validates (docs/decisions/107). A multipart call (a staff upload) takes the form to
 * send instead.
 */
export async function callApi<N extends CallName>(
  name: N,
  input: CallInput<CallOf<N>> | FormData,
  options: {
    headers?: Record<string, string>;
    /** An upload's progress, from 0 to 1 (a staff import of large files shows it). */
    onUploadProgress?: (share: number) => void;
  } = {},
): Promise<CallOutput<CallOf<N>>> {
  // The session and language as they are when the call is made, before any wait for the routes.
  const settings = useSettings.getState();
  const call = START_ROUTES[name] ?? (await import("./call-routes")).callRoute(name);
  const inQuery = (call.inputIn ?? (call.method === "GET" ? "query" : "body")) === "query";
  // A multipart call's input is the form itself (its files and fields); the browser sets its type.
  const form = call.inputIn === "multipart" && input instanceof FormData ? input : null;
  const payload = (form ? {} : (input ?? {})) as Record<string, unknown>;
  const init: RequestInit = {
    method: call.method,
    headers: {
      ...headersFor(call, settings),
      ...(inQuery || form ? {} : { "content-type": "application/json" }),
      // A call's own headers, e.g. the Idempotency-Key of a withdrawal request.
      ...options.headers,
    },
    ...(inQuery ? {} : { body: form ?? JSON.stringify(payload) }),
  };
  const url = urlFor(call, payload, inQuery);
  // GET is retried once on a network failure or a passing server trouble (docs/spec.md §4).
  const attempts = call.method === "GET" ? 2 : 1;
  let response: Response | undefined;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      response =
        form && options.onUploadProgress
          ? await sendWithProgress(url, init, options.onUploadProgress)
          : await fetch(url, init);
      if (!RETRYABLE.has(response.status) || attempt === attempts) break;
    } catch {
      if (attempt === attempts) throw networkError();
    }
  }
  if (!response) throw networkError();
  const body = (await response.json().catch(() => null)) as TEnvelope<CallOutput<CallOf<N>>> | null;
  if (body?.success) {
    // Development and tests check every answer against the call's output schema. A production
    // build skips it: Vite writes these values in and the condition, written here and not in a
    // function, folds to false, so the check, the schemas and zod (contract-check.ts) are not even
    // in the bundle. The data is returned as it came, checked or not, so development behaves as
    // production does.
    if (import.meta.env.DEV || import.meta.env.MODE === "test") {
      (await import("./contract-check")).checkAnswer(name, body.data);
    }
    return body.data;
  }
  // The session is gone (expired, revoked elsewhere): sign out here too, which empties the cache;
  // a late answer for an older session leaves a newer one alone.
  const sentToken = (init.headers as Record<string, string>)[HEADERS.authorization];
  if (response.status === 401 && sentToken && sentToken === `Bearer ${useSettings.getState().token}`) {
    useSettings.getState().setToken(null);
  }
  if (body && body.success === false)
    throw new ApiError(body.code, body.message, response.status, body.params);
  throw new ApiError(1, clientMessage("genericError", useSettings.getState().language), response.status);
}

/**
 * An upload that reports its progress: fetch cannot tell how much of a request body is sent, an
 * XMLHttpRequest can. The answer is handed back as a Response, read like any other.
 */
function sendWithProgress(
  url: string,
  init: RequestInit,
  onProgress: (share: number) => void,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(init.method ?? "POST", url);
    for (const [name, value] of Object.entries(init.headers as Record<string, string>)) {
      request.setRequestHeader(name, value);
    }
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () =>
      resolve(
        new Response(request.responseText, {
          status: request.status,
          headers: { "content-type": request.getResponseHeader("content-type") ?? "application/json" },
        }),
      );
    request.onerror = () => reject(new TypeError("network error"));
    request.send(init.body as XMLHttpRequestBodyInit);
  });
}

/** Offline or unreachable: the generic message, status 0. */
function networkError(): ApiError {
  return new ApiError(1, clientMessage("genericError", useSettings.getState().language), 0);
}
