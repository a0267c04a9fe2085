import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { ConfigError, type MediaS3Config } from '#config';
import { checkedMediaKey, type MediaStore } from './media-store';

// The media in an S3-compatible bucket, so that every server process behind a load
// balancer sees the same files (docs/decisions/019-s3-media-store.md).

/** A key's bytes never change once written (media-store.ts): caches may keep them for good. */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** Under Fastify's plugin timeout (10 s), so that a silent bucket stops the start with our message. */
const BUCKET_CHECK_MS = 8_000;

/** A HEAD answer has no body to name the missing thing: a 404 is taken as the key's. */
const isMissingHead = (error: unknown) =>
  error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404;

/** What the usual answers to HeadBucket mean, since they come without a body. */
const BUCKET_ANSWERS: Record<number, string> = { 403: 'access refused', 404: 'no such bucket' };

function reasonOf(error: unknown): string {
  if (error instanceof S3ServiceException) {
    const status = error.$metadata.httpStatusCode ?? 0;
    return `HTTP ${status}: ${BUCKET_ANSWERS[status] ?? error.name}`;
  }
  if (error instanceof Error && error.name === 'AbortError') {
    return `no answer within ${BUCKET_CHECK_MS / 1000} s`;
  }
  return error instanceof Error ? error.message : String(error);
}

export class S3MediaStore implements MediaStore {
  private readonly client: S3Client;

  private constructor(private readonly settings: MediaS3Config) {
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials: settings.credentials,
      // The SDK's default since early 2025 adds CRC32 checksum headers to uploads and checks
      // those of downloads; several S3-compatible services refuse the headers or send no
      // checksum. Checksums then go only where an operation requires one.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // A hung bucket must not hold a picture request for good: the SDK waits forever by
      // default.
      requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
    });
  }

  /** A store on the configured bucket, once the bucket has answered. */
  static async open(settings: MediaS3Config): Promise<S3MediaStore> {
    const store = new S3MediaStore(settings);
    try {
      await store.client.send(new HeadBucketCommand({ Bucket: settings.bucket }), {
        abortSignal: AbortSignal.timeout(BUCKET_CHECK_MS),
      });
    } catch (error) {
      store.close();
      const where = settings.endpoint ?? `AWS S3 ${settings.region}`;
      throw new ConfigError(
        `The media bucket "${settings.bucket}" at ${where} does not answer (${reasonOf(error)}): check the MEDIA_S3_ settings and the AWS credentials.`,
      );
    }
    return store;
  }

  private objectOf(key: string) {
    return { Bucket: this.settings.bucket, Key: this.settings.keyPrefix + checkedMediaKey(key) };
  }

  async read(key: string): Promise<Buffer | null> {
    try {
      const answer = await this.client.send(new GetObjectCommand(this.objectOf(key)));
      const bytes = (await answer.Body?.transformToByteArray()) ?? new Uint8Array();
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    } catch (error) {
      // Only the key: a missing bucket is an error, not a missing picture.
      if (error instanceof NoSuchKey) return null;
      throw error;
    }
  }

  async write(key: string, bytes: Buffer, contentType: string): Promise<void> {
    // One PutObject: the object appears whole or not at all.
    await this.client.send(
      new PutObjectCommand({
        ...this.objectOf(key),
        Body: bytes,
        ContentType: contentType,
        CacheControl: CACHE_CONTROL,
      }),
    );
  }

  async has(key: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand(this.objectOf(key)));
      return true;
    } catch (error) {
      if (isMissingHead(error)) return false;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    // S3 answers a deletion of nothing with success.
    await this.client.send(new DeleteObjectCommand(this.objectOf(key)));
  }

  /** Closes the client's connections. */
  close(): void {
    this.client.destroy();
  }
}
