/**
 * The fleet bench's balancer, run in a process of its own so that neither its work nor the load
 * generator's shares a process (and an event loop) with the other (docs/decisions/149).
 *
 * It sends a request to the next node that answers /readyz (probed every 200 ms), keeps connections to
 * the nodes alive, and sends a GET whose node failed before answering (a refused or reset connection)
 * to another node once, as nginx's `proxy_next_upstream` or an ALB does (docs/decisions/126).
 * `GET /__balancer` answers its counters as JSON (`?reset=1` zeroes them after answering).
 *
 * Usage: node fleet-balancer.ts <balancer port> <node port> [<node port> ...]
 * (plain Node: only erasable TypeScript, so no build or loader is needed.)
 */
import http from "node:http";

const [balancerPort, ...nodePorts] = process.argv.slice(2).map(Number);
if (!balancerPort || nodePorts.length === 0)
  throw new Error("usage: fleet-balancer.ts <port> <node port>...");

const healthy = new Set<number>();
const upstream = new http.Agent({ keepAlive: true, maxSockets: 256 });
const counters = { forwarded: 0, retried: 0, refused: 0 };
let next = 0;

const probing = new Set<number>();
/** A probe at a time per node; a slow answer leaves the node as it was (only a refusal or a non-200 takes it out). */
function probe(port: number): void {
  if (probing.has(port)) return;
  probing.add(port);
  const request = http.get({ host: "127.0.0.1", port, path: "/readyz" }, (response) => {
    response.resume();
    response.on("end", () => probing.delete(port));
    if (response.statusCode === 200) healthy.add(port);
    else healthy.delete(port);
  });
  request.on("error", () => {
    probing.delete(port);
    healthy.delete(port);
  });
}
const probes = setInterval(() => {
  for (const port of nodePorts) probe(port);
}, 200);
for (const port of nodePorts) probe(port);

function pick(except?: number): number | undefined {
  const ports = [...healthy].filter((port) => port !== except);
  if (ports.length === 0) return undefined;
  next = (next + 1) % ports.length;
  return ports[next];
}

function forward(
  request: http.IncomingMessage,
  response: http.ServerResponse,
  port: number | undefined,
  tries: number,
): void {
  if (port === undefined) {
    counters.refused += 1;
    response.writeHead(502).end();
    return;
  }
  counters.forwarded += 1;
  const proxied = http.request(
    {
      host: "127.0.0.1",
      port,
      method: request.method,
      path: request.url,
      headers: request.headers,
      agent: upstream,
    },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    },
  );
  proxied.on("error", () => {
    if (response.headersSent) {
      response.destroy();
      return;
    }
    // The node went away before answering: a GET goes to another node, once.
    if (request.method === "GET" && tries === 0) {
      counters.retried += 1;
      healthy.delete(port);
      forward(request, response, pick(port), 1);
      return;
    }
    response.writeHead(502).end();
  });
  request.pipe(proxied);
}

const balancer = http.createServer((request, response) => {
  if (request.url?.startsWith("/__balancer")) {
    response.writeHead(200, { "content-type": "application/json" });
    response.end(JSON.stringify({ ...counters, healthy: [...healthy] }));
    if (request.url.includes("reset=1")) {
      counters.forwarded = 0;
      counters.retried = 0;
      counters.refused = 0;
    }
    return;
  }
  forward(request, response, pick(), 0);
});
balancer.keepAliveTimeout = 60_000;
balancer.listen(balancerPort, "127.0.0.1", () => process.send?.("listening"));

const stop = () => {
  clearInterval(probes);
  balancer.close();
  upstream.destroy();
  process.exit(0);
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
process.on("disconnect", stop);
