import { Readable } from "node:stream";
import { API_BASE } from "@studio/contract";
import type { FastifyInstance, FastifyReply } from "fastify";
import { AppError } from "../../lib/app-error";
import { storedFileHeaders } from "../../lib/security-headers";
import { findLiveFile, linkIsValid, readFile, safeNameOf } from "./file-store";
import type { StoredFile } from "./queries";

const idOf = (raw: string) => (/^\d{1,15}$/.test(raw) ? Number(raw) : 0);

/**
 * Downloads a stored file: with the session of the account that owns it in its network, or with a
 * signed link that has not expired. Anything else, and a file past retention, is 404.
 */
export function registerFileRoutes(app: FastifyInstance): void {
  const live = async (rawId: string) => {
    const id = idOf(rawId);
    const file = id > 0 ? await findLiveFile(app.deps.db, id, app.deps.now()) : undefined;
    if (!file) throw AppError.notFound();
    return file;
  };

  app.get<{ Params: { id: string } }>(`${API_BASE}/files/:id`, async (request, reply) => {
    const file = await live(request.params.id);
    const session = await app.authenticate(request);
    const owner = session?.account.id === file.accountId && request.network.id === file.networkId;
    if (!owner) throw AppError.notFound();
    return send(app, reply, file);
  });

  // A plain link (the browser sends no bearer token), valid until `expires` (unix seconds).
  app.get<{ Params: { id: string; expires: string; signature: string; name: string } }>(
    `${API_BASE}/files/:id/:expires/:signature/:name`,
    async (request, reply) => {
      const file = await live(request.params.id);
      const { expires, signature } = request.params;
      if (!/^\d{1,12}$/.test(expires) || !linkIsValid(file, Number(expires), signature, app.deps.now()))
        throw AppError.notFound();
      return send(app, reply, file);
    },
  );
}

function send(app: FastifyInstance, reply: FastifyReply, file: StoredFile) {
  storedFileHeaders(reply)
    .header("content-type", file.contentType)
    .header("content-length", String(file.size))
    .header("content-disposition", `attachment; filename="${safeNameOf(file)}"`)
    .header("cache-control", "private, no-store");
  return reply.send(Readable.from(readFile(app.deps.db, file)));
}
