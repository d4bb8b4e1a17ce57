import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { Readable } from "node:stream";
import type { S3Client, S3ClientConfig } from "@aws-sdk/client-s3";
import { byteOrder } from "./local";
import type { S3Location } from "./s3-url";
import { assertStorageKey, assertStoragePrefix, type Storage, type StorageBody } from "./storage";

const notFound = (error: unknown) => {
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  const name = (error as { name?: string }).name;
  return status === 404 || name === "NoSuchKey" || name === "NotFound";
};

/**
 * Objects in an S3 bucket (or an S3-compatible store) under a prefix, shared by every node. The SDK
 * is loaded on the first call, so a node that keeps its files in a folder never loads it.
 */
export function s3Storage(location: S3Location, clientConfig: S3ClientConfig = {}): Storage {
  let loaded: Promise<{ sdk: typeof import("@aws-sdk/client-s3"); client: S3Client }> | undefined;
  const connect = () => {
    loaded ??= import("@aws-sdk/client-s3").then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: location.region,
        forcePathStyle: location.forcePathStyle,
        // Plain requests every S3-compatible store reads (no aws-chunked bodies with trailing checksums).
        requestChecksumCalculation: "WHEN_REQUIRED",
        responseChecksumValidation: "WHEN_REQUIRED",
        ...(location.endpoint ? { endpoint: location.endpoint } : {}),
        ...clientConfig,
      }),
    }));
    return loaded;
  };
  const { bucket, prefix } = location;
  const keyOf = (key: string) => {
    assertStorageKey(key);
    return prefix + key;
  };
  const bodyOf = async (body: StorageBody) => {
    if (typeof body === "string" || Buffer.isBuffer(body))
      return { Body: body, ContentLength: Buffer.byteLength(body) };
    if ("path" in body) {
      const { size } = await stat(body.path);
      return { Body: createReadStream(body.path), ContentLength: size };
    }
    return { Body: body.stream, ContentLength: body.size };
  };
  return {
    kind: "s3",
    location: `s3://${bucket}/${prefix}`,
    async put(key, body, options = {}) {
      const { sdk, client } = await connect();
      await client.send(
        new sdk.PutObjectCommand({
          Bucket: bucket,
          Key: keyOf(key),
          ...(await bodyOf(body)),
          ...(options.contentType ? { ContentType: options.contentType } : {}),
        }),
      );
    },
    async get(key, range) {
      const { sdk, client } = await connect();
      try {
        const answer = await client.send(
          new sdk.GetObjectCommand({
            Bucket: bucket,
            Key: keyOf(key),
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
        );
        return answer.Body instanceof Readable ? answer.Body : Readable.from([]);
      } catch (error) {
        if (notFound(error)) return undefined;
        throw error;
      }
    },
    async head(key) {
      const { sdk, client } = await connect();
      try {
        const answer = await client.send(new sdk.HeadObjectCommand({ Bucket: bucket, Key: keyOf(key) }));
        return { size: answer.ContentLength ?? 0, modifiedAt: answer.LastModified ?? new Date(0) };
      } catch (error) {
        if (notFound(error)) return undefined;
        throw error;
      }
    },
    async delete(key) {
      const { sdk, client } = await connect();
      await client.send(new sdk.DeleteObjectCommand({ Bucket: bucket, Key: keyOf(key) }));
    },
    async list(keyPrefix) {
      assertStoragePrefix(keyPrefix);
      const { sdk, client } = await connect();
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new sdk.ListObjectsV2Command({
            Bucket: bucket,
            Prefix: prefix + keyPrefix,
            ...(token ? { ContinuationToken: token } : {}),
          }),
        );
        for (const item of page.Contents ?? []) {
          if (item.Key?.startsWith(prefix)) keys.push(item.Key.slice(prefix.length));
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return keys.sort(byteOrder);
    },
    async close() {
      if (loaded) (await loaded).client.destroy();
    },
  };
}
