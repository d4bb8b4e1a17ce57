import { assertStorageKey } from "./storage";

/** A STORAGE_URL of the S3 backend, read: the bucket, the key prefix and the client's settings. */
export interface S3Location {
  bucket: string;
  /** Put before every key: empty, or ending in `/`. */
  prefix: string;
  endpoint?: string;
  region: string;
  forcePathStyle: boolean;
}

/**
 * `s3://bucket/prefix?endpoint=http://127.0.0.1:4569&region=us-east-1&forcePathStyle=true`: the
 * endpoint only for S3-compatible stores (MinIO, R2...); the region defaults to AWS_REGION, then
 * us-east-1. Credentials are never in the URL: the SDK reads AWS_ACCESS_KEY_ID and its kin.
 */
export function parseS3Url(value: string): S3Location {
  const url = new URL(value);
  if (url.protocol !== "s3:") throw new Error("STORAGE_URL: an S3 address starts with s3://");
  if (url.username || url.password)
    throw new Error(
      "STORAGE_URL: credentials come from AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, not the URL",
    );
  const bucket = url.hostname;
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) throw new Error("STORAGE_URL: not a bucket name");
  const path = decodeURIComponent(url.pathname).replace(/^\/+|\/+$/g, "");
  if (path) assertStorageKey(path);
  const known = new Set(["endpoint", "region", "forcePathStyle"]);
  for (const name of url.searchParams.keys()) {
    if (!known.has(name)) throw new Error(`STORAGE_URL: unknown parameter ${name}`);
  }
  const endpoint = url.searchParams.get("endpoint") ?? undefined;
  if (endpoint) new URL(endpoint);
  const style = url.searchParams.get("forcePathStyle");
  if (style !== null && style !== "true" && style !== "false")
    throw new Error("STORAGE_URL: forcePathStyle is true or false");
  return {
    bucket,
    prefix: path ? `${path}/` : "",
    ...(endpoint ? { endpoint } : {}),
    region: url.searchParams.get("region") ?? process.env.AWS_REGION ?? "us-east-1",
    forcePathStyle: style === "true",
  };
}
