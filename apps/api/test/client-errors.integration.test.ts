import { connect } from "node:net";
import { E, errorMessage } from "@studio/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./support/test-app";

/**
 * Requests Node's parser refuses before Fastify sees them are answered with the envelope and a
 * status the OpenAPI document declares (docs/decisions/141). Over a real socket: app.inject has no
 * HTTP parser.
 */

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ host: "127.0.0.1", port: 0 });
  const address = t.app.server.address();
  if (!address || typeof address !== "object") throw new Error("not listening");
  port = address.port;
});
afterAll(() => t.close());

/** Sends raw bytes and reads the whole answer until the server closes the connection. */
function raw(request: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("close", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      const [head = "", body = ""] = text.split("\r\n\r\n");
      resolve({ status: Number(head.split(" ")[1]), headers: head, body });
    });
    socket.write(request);
  });
}

describe("requests the HTTP parser refuses", () => {
  it("answers headers over 16 KB with 431 and code 12 in the envelope", async () => {
    const answer = await raw(
      `GET /api/member/me HTTP/1.1\r\nHost: localhost\r\nX-Filler: ${"a".repeat(20_000)}\r\n\r\n`,
    );
    expect(answer.status).toBe(431);
    expect(answer.headers).toMatch(/content-type: application\/json/i);
    expect(JSON.parse(answer.body)).toEqual({
      success: false,
      code: E.HEADERS_TOO_LARGE,
      message: errorMessage(E.HEADERS_TOO_LARGE, "en", { max: "16 KB" }),
      params: { max: "16 KB" },
    });
  });

  it("answers a malformed request with 400 and code 4 in the envelope", async () => {
    const answer = await raw("GET /api/member/me HTTP/1.1\r\nHost: localhost\r\nBad Header\r\n\r\n");
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({ success: false, code: E.FIELDS_REQUIRED });
  });

  it("still answers a request with headers under the limit", async () => {
    const answer = await raw(
      `GET /api/member/me HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\nX-Filler: ${"a".repeat(8_000)}\r\n\r\n`,
    );
    expect(answer.status).toBe(401);
  });
});
