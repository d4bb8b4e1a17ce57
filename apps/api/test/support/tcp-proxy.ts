import type { AddressInfo } from "node:net";
import net from "node:net";

/**
 * A TCP relay on 127.0.0.1 in front of a server (PostgreSQL, Redis), which a test can cut and
 * restore: cut, it refuses new connections and ends the open ones, as a server that went away.
 */
export interface TcpProxy {
  /** The relay's port; it stays the same across cuts. */
  readonly port: number;
  /** `url` with its host and port replaced by the relay's. */
  through(url: string): string;
  /** Refuses connections and ends the open ones. */
  cut(): Promise<void>;
  /** Takes connections again, on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const relay = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host);
        sockets.add(client);
        sockets.add(upstream);
        const end = () => {
          client.destroy();
          upstream.destroy();
          sockets.delete(client);
          sockets.delete(upstream);
        };
        for (const socket of [client, upstream]) {
          socket.on("error", end);
          socket.on("close", end);
        }
        client.pipe(upstream);
        upstream.pipe(client);
      });
      relay.once("error", reject);
      relay.listen(port, "127.0.0.1", () => {
        port = (relay.address() as AddressInfo).port;
        server = relay;
        resolve();
      });
    });
  const cut = async () => {
    const relay = server;
    server = undefined;
    for (const socket of sockets) socket.destroy();
    sockets.clear();
    if (relay) await new Promise<void>((resolve) => relay.close(() => resolve()));
  };

  await listen();
  return {
    get port() {
      return port;
    },
    through(url) {
      const proxied = new URL(url);
      proxied.hostname = "127.0.0.1";
      proxied.port = String(port);
      return proxied.toString();
    },
    cut,
    restore: listen,
    close: cut,
  };
}

/** A port nothing listens on (taken for a moment and let go): connecting to it is refused. */
export async function closedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
