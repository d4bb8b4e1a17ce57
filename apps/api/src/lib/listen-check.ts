import net from "node:net";

/**
 * What an operator must change when the server cannot listen, in one line, or undefined for any
 * other failure (docs/operations.md): a busy port, a port below 1024 without the right, an address
 * that is not this machine's.
 */
export function listenProblem(error: unknown, host: string, port: number): string | undefined {
  switch ((error as NodeJS.ErrnoException | undefined)?.code) {
    case "EADDRINUSE":
      return `port ${port} is in use: stop the other process or set PORT`;
    case "EACCES":
      return `port ${port} needs privileges this process does not have: set PORT to 1024 or above`;
    case "EADDRNOTAVAIL":
      return `HOST ${host} is not an address of this machine: set HOST (0.0.0.0 listens on every address)`;
    case "ENOTFOUND":
    case "EAI_AGAIN":
      return `HOST ${host} is not a known host name: set HOST (0.0.0.0 listens on every address)`;
    default:
      return undefined;
  }
}

/**
 * Tries HOST:PORT before the start's slow part (opening and migrating the database, building the
 * app): the problem `listenProblem` names, or undefined when the port can be had. The port is let
 * go at once; the server takes it again when it is ready.
 */
export function probeListen(host: string, port: number): Promise<string | undefined> {
  if (port === 0) return Promise.resolve(undefined);
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once("error", (error) => resolve(listenProblem(error, host, port)));
    server.listen({ host, port, exclusive: true }, () => server.close(() => resolve(undefined)));
  });
}
