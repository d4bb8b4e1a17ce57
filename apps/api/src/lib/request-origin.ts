import type { FastifyRequest } from "fastify";

/** The address a request was made at, as the browser sees it (behind a proxy, its forwarded scheme). */
export const requestOrigin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;
