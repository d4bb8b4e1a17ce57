import { API_BASE } from "@studio/contract";
import { vi } from "vitest";

/** What a fake route answers: data (success), or a catalogue failure. */
export type FakeAnswer =
  | { data: unknown }
  | { code: number; message: string; status?: number; params?: Record<string, string | number> };

type FakeRoute = (input: Record<string, unknown>) => FakeAnswer | Promise<FakeAnswer>;

/** A call the page made: the path under /api and the input it sent. */
export interface SentCall {
  path: string;
  input: Record<string, unknown>;
  /** The request's headers (authorization, Idempotency-Key...). */
  headers: Record<string, string>;
}

function answerOf(answer: FakeAnswer): Response {
  const body =
    "data" in answer
      ? { success: true, message: "", data: answer.data }
      : { success: false, code: answer.code, message: answer.message, params: answer.params };
  const status = "data" in answer ? 200 : (answer.status ?? 400);
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

/**
 * Replaces the browser's fetch with an API that answers the given paths (under /api) in the
 * envelope the real one uses, so components go through the real client. Unknown paths fail the
 * test loudly (404). Undo with vi.unstubAllGlobals().
 */
export function fakeApi(routes: Record<string, FakeRoute>) {
  const calls: SentCall[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      const parsed = new URL(url, "http://studio.test");
      const path = parsed.pathname.slice(API_BASE.length + 1);
      // A multipart upload is sent as a form: its text fields and file names become the input.
      const input =
        init?.body instanceof FormData
          ? Object.fromEntries(
              [...init.body.entries()].map(([key, value]) => [
                key,
                typeof value === "string" ? value : value.name,
              ]),
            )
          : init?.body
            ? (JSON.parse(String(init.body)) as Record<string, unknown>)
            : Object.fromEntries(parsed.searchParams);
      calls.push({ path, input, headers: { ...(init?.headers as Record<string, string> | undefined) } });
      const route = routes[path];
      if (!route) return answerOf({ code: 5, message: `no fake route for ${path}`, status: 404 });
      return answerOf(await route(input));
    }),
  );
  return {
    calls,
    /** The inputs sent to one path, in order. */
    sentTo: (path: string) => calls.filter((call) => call.path === path).map((call) => call.input),
  };
}

/** An answer the test releases when it wants: to look at a form while its call is under way. */
export function heldAnswer() {
  let release: (answer: FakeAnswer) => void = () => {};
  const answer = new Promise<FakeAnswer>((resolve) => {
    release = resolve;
  });
  return { route: () => answer, release: (value: FakeAnswer) => release(value) };
}
