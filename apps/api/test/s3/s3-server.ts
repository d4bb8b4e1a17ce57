import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";

/** The credentials s3rver checks signatures with. */
export const S3RVER_CREDENTIALS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" } as const;

export interface S3TestServer {
  /** `http://127.0.0.1:<port>` */
  endpoint: string;
  bucket: string;
  /** A STORAGE_URL for this server's bucket under `prefix`. */
  storageUrl(prefix: string): string;
  close(): Promise<void>;
}

/**
 * An S3-compatible server in this process (s3rver) on a free port, with one empty bucket, its files
 * in a folder of its own that is removed on close. No container or outside service is needed
 * (docs/testing.md).
 */
export async function startS3Server(bucket = "studio-test"): Promise<S3TestServer> {
  const directory = mkdtempSync(path.join(tmpdir(), "studio-s3-"));
  const server = new S3rver({
    port: 0,
    address: "127.0.0.1",
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  let address: { port: number };
  try {
    address = await server.run();
  } catch (error) {
    rmSync(directory, { recursive: true, force: true });
    throw error;
  }
  const endpoint = `http://127.0.0.1:${address.port}`;
  return {
    endpoint,
    bucket,
    storageUrl: (prefix) =>
      `s3://${bucket}/${prefix}?endpoint=${encodeURIComponent(endpoint)}&region=us-east-1&forcePathStyle=true`,
    close: async () => {
      try {
        await server.close();
      } finally {
        rmSync(directory, { recursive: true, force: true });
      }
    },
  };
}
