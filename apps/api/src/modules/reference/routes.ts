import { createHash } from "node:crypto";
import { API_BASE } from "@studio/contract";
import { buildOpenApiDocument } from "@studio/contract/openapi";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { renderReferencePage } from "./reference-page";

/**
 * Both answers depend on the contract alone, which changes only with a deploy: shared caches may
 * keep them a few minutes, then ask again with the ETag (decision 049).
 */
const CACHING = "public, max-age=300";

interface Published {
  body: string;
  etag: string;
}

function published(body: string): Published {
  return { body, etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"` };
}

/** Built on first ask, then kept: the same bytes for every request of this process. */
function once<T>(build: () => T): () => T {
  let value: T | undefined;
  return () => {
    value ??= build();
    return value;
  };
}

function send(request: FastifyRequest, reply: FastifyReply, doc: Published, contentType: string) {
  reply.header("cache-control", CACHING).header("etag", doc.etag).type(contentType);
  if (request.headers["if-none-match"] === doc.etag) return reply.code(304).send();
  return reply.send(doc.body);
}

/** The contract published: the OpenAPI 3.1 document and the reference page made from it. */
export function registerReferenceRoutes(app: FastifyInstance): void {
  const document = once(buildOpenApiDocument);
  const openApi = once(() => published(JSON.stringify(document())));
  const page = once(() => published(renderReferencePage(document())));
  app.get(`${API_BASE}/openapi.json`, (request, reply) =>
    send(request, reply, openApi(), "application/json; charset=utf-8"),
  );
  app.get(`${API_BASE}/reference`, (request, reply) =>
    send(request, reply, page(), "text/html; charset=utf-8"),
  );
}
