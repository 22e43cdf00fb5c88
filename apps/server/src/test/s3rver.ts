/**
 * A real S3-protocol server for the tests: s3rver (pure JavaScript, nothing downloaded) on a free
 * port of 127.0.0.1, keeping its objects in a temporary directory removed on close. The tests
 * look at the bucket through the AWS SDK, so that a storage quietly writing to the disk instead
 * cannot pass.
 */
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { GetObjectCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { createS3Client } from '../modules/media/index.ts';

export interface TestBucket {
  /** The environment of an app storing its media in this bucket. */
  env: Record<string, string>;
  bucket: string;
  client: S3Client;
  /** The keys in the bucket under `prefix`, sorted. */
  keys(prefix?: string): Promise<string[]>;
  /** An object's bytes read through the SDK, or undefined when there is none. */
  bytes(key: string): Promise<Buffer | undefined>;
  close(): Promise<void>;
}

export async function startS3rver(): Promise<TestBucket> {
  const directory = `/tmp/hotel-extranet-s3rver-${randomBytes(6).toString('hex')}`;
  const bucket = 'hotel-media';
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  // s3rver's only account: access key and secret "S3RVER"; it checks the SigV4 signature with it.
  const env = {
    MEDIA_STORAGE: 's3',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_BUCKET: bucket,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  };
  const client = createS3Client({
    S3_ENDPOINT: env.S3_ENDPOINT,
    S3_REGION: env.S3_REGION,
    S3_ACCESS_KEY_ID: env.S3_ACCESS_KEY_ID,
    S3_SECRET_ACCESS_KEY: env.S3_SECRET_ACCESS_KEY,
    S3_FORCE_PATH_STYLE: true,
  });
  return {
    env,
    bucket,
    client,
    async keys(prefix = '') {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }));
      return (listed.Contents ?? []).map((object) => object.Key ?? '').sort();
    },
    async bytes(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return Buffer.from((await answer.Body?.transformToByteArray()) ?? []);
      } catch (error) {
        if ((error as { name?: string }).name === 'NoSuchKey') return undefined;
        throw error;
      }
    },
    async close() {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
