import Fastify from "fastify";
import type { Db } from "../../db/client";
import { registerSandbox } from "./register-sandbox";

export interface SandboxServer {
  /** Base of the YouTube API subset, for the client's base URL. */
  apiBaseUrl: string;
  /** Base of the sandbox's own pages and JSON API. */
  url: string;
  close(): Promise<void>;
}

/** The sandbox platform on its own port, for tests that run the real client over HTTP. */
export async function startSandboxServer(db: Db, port = 0): Promise<SandboxServer> {
  const app = Fastify({ logger: false });
  await registerSandbox(app, db);
  const address = await app.listen({ host: "127.0.0.1", port });
  return {
    apiBaseUrl: `${address}/sandbox/youtube/v3`,
    url: `${address}/sandbox`,
    close: () => app.close(),
  };
}
