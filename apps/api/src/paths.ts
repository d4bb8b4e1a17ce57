import path from "node:path";

/**
 * The API package's folder. This file sits one level below it both as a source (src/paths.ts) and
 * inside the compiled server (dist/server.js), so the same expression holds for tsx and for plain
 * node: the migrations and the built web app resolve from either.
 */
export const API_ROOT = path.resolve(import.meta.dirname, "..");

/** The repository (the folder of apps/ and packages/). */
export const REPO_ROOT = path.resolve(API_ROOT, "../..");
