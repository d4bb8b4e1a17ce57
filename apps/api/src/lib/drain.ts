import type { FastifyInstance } from "fastify";

declare module "fastify" {
  interface FastifyInstance {
    /** The node is stopping: /readyz says so and every answer closes its connection. */
    draining: boolean;
  }
}

/**
 * What a stopping node does to the requests it still gets (docs/decisions/126): while it drains,
 * each answer tells the client to close its keep-alive connection (`Connection: close`), so the
 * client's next request opens one to a node that stays. Requests on a connection already open are
 * still answered (Fastify's `return503OnClosing` is off), never refused with 503.
 */
export function registerDrain(app: FastifyInstance): void {
  app.decorate("draining", false);
  app.addHook("onSend", async (_request, reply) => {
    if (app.draining) reply.header("connection", "close");
  });
}

export interface ShutdownOptions {
  /** How long /readyz says "draining" before the node stops taking connections. */
  readyDelayMs: number;
  /** How long requests and jobs in progress may take to finish. */
  graceMs: number;
  log: (message: string) => void;
}

/**
 * Stops a node without failing a request: not ready first, then no new connections and idle
 * keep-alive ones closed, the requests in progress answered, the job workers stopped (a job in
 * progress finishes within the grace time, or goes back to the queue for another node), then the
 * app's own resources. Resolves false when the grace time ran out first (the caller exits anyway).
 */
export async function drainAndClose(app: FastifyInstance, options: ShutdownOptions): Promise<boolean> {
  app.draining = true;
  options.log(`draining: not ready, closing in ${options.readyDelayMs} ms`);
  await new Promise((resolve) => setTimeout(resolve, options.readyDelayMs));
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), options.graceMs);
  });
  const closed = app.close().then(() => true as const);
  const finished = await Promise.race([closed, expired]);
  clearTimeout(timer);
  if (!finished) {
    options.log(`draining: ${options.graceMs} ms passed, closing the remaining connections`);
    app.server.closeAllConnections();
  }
  return finished;
}
