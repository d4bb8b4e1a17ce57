import { Readable } from "node:stream";
import { API_BASE } from "@studio/contract";
import type { FastifyInstance } from "fastify";
import { AppError } from "../../lib/app-error";
import { findLiveFile, linkIsValid, readFile } from "./file-store";

interface FileRequest {
  Params: { id: string };
  Querystring: { expires?: string; signature?: string };
}

/**
 * Downloads a stored file: with a signed link that has not expired, or with the session of the
 * account that owns it in its network. Anything else, and a file past retention, is 404.
 */
export function registerFileRoutes(app: FastifyInstance): void {
  app.get<FileRequest>(`${API_BASE}/files/:id`, async (request, reply) => {
    const id = /^\d{1,15}$/.test(request.params.id) ? Number(request.params.id) : 0;
    const now = app.deps.now();
    const file = id > 0 ? await findLiveFile(app.deps.db, id, now) : undefined;
    if (!file) throw AppError.notFound();
    const { expires, signature } = request.query;
    const signed = expires !== undefined && signature !== undefined;
    if (signed) {
      if (!linkIsValid(file, Number(expires), signature, now)) throw AppError.notFound();
    } else {
      const session = await app.authenticate(request);
      const owner = session?.account.id === file.accountId && request.network.id === file.networkId;
      if (!owner) throw AppError.notFound();
    }
    // The name is ours (ASCII), still quoted so a future name cannot break the header.
    const name = file.name.replace(/[^\w.-]/g, "_");
    reply
      .header("content-type", file.contentType)
      .header("content-length", String(file.size))
      .header("content-disposition", `attachment; filename="${name}"`)
      .header("cache-control", "private, no-store");
    return reply.send(Readable.from(readFile(app.deps.db, file)));
  });
}
