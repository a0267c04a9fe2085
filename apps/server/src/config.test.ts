import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('has working defaults for a first start', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/data$/);
    expect(config.loadDemo).toBe(true);
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it('refuses to start in production without an explicit secret', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET/);
  });

  // docs/decisions/014-generated-jwt-secret.md
  it('has no secret of its own outside production: the app generates one', () => {
    expect(loadConfig({}).jwtSecret).toBeUndefined();
    expect(loadConfig({ JWT_SECRET: 's'.repeat(32) }).jwtSecret).toBe('s'.repeat(32));
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
    // docs/security.md#secrets-and-logs: a secret anyone can read is refused in production.
    for (const JWT_SECRET of [
      'dev-secret-change-me-dev-secret-change-me',
      'please-CHANGE_ME-before-going-live-0123456789',
    ]) {
      expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET }), JWT_SECRET).toThrow(
        /JWT_SECRET is a published or placeholder value/,
      );
      expect(loadConfig({ JWT_SECRET }).jwtSecret).toBe(JWT_SECRET);
    }
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 's'.repeat(31) })).toThrow(
      /JWT_SECRET/,
    );
  });

  it('never loads the demo in production', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      JWT_SECRET: 'p'.repeat(40),
      LOAD_DEMO: 'true',
    });
    expect(config.loadDemo).toBe(false);
  });

  // docs/product/import.md#check-before-import
  it('asks for typed confirmation past 20 % of the catalogue withdrawn, or the share set', () => {
    expect(loadConfig({}).importConfirmWithdrawnPercent).toBe(20);
    expect(loadConfig({ IMPORT_CONFIRM_PERCENT: '5' }).importConfirmWithdrawnPercent).toBe(5);
    expect(() => loadConfig({ IMPORT_CONFIRM_PERCENT: '120' })).toThrow(/IMPORT_CONFIRM_PERCENT/);
  });

  // docs/decisions/022-safe-remote-fetch.md
  it('keeps the media fetcher off loopback unless a test asks, never in production', () => {
    expect(loadConfig({}).mediaFetchAllowLoopback).toBe(false);
    expect(loadConfig({ MEDIA_FETCH_ALLOW_LOOPBACK: 'true' }).mediaFetchAllowLoopback).toBe(true);
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        JWT_SECRET: 'p'.repeat(40),
        MEDIA_FETCH_ALLOW_LOOPBACK: '1',
      }),
    ).toThrow(/MEDIA_FETCH_ALLOW_LOOPBACK/);
  });

  // docs/stack-notes.md#test-speed
  it('lowers the password hash cost for tests only, never in production', () => {
    expect(loadConfig({}).passwordHashCost).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'test', PASSWORD_HASH_COST: '10' }).passwordHashCost).toBe(10);
    expect(() => loadConfig({ PASSWORD_HASH_COST: '4' })).toThrow(/PASSWORD_HASH_COST/);
    expect(() =>
      loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(40), PASSWORD_HASH_COST: '15' }),
    ).toThrow(/PASSWORD_HASH_COST/);
  });

  it('parses the staff list and rejects bad values', () => {
    expect(loadConfig({ STAFF_EMAILS: 'A@x.fr, b@y.fr' }).staffEmails).toEqual([
      'a@x.fr',
      'b@y.fr',
    ]);
    expect(() => loadConfig({ STAFF_EMAILS: 'not-an-email' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
  });

  it('bounds requests and their headers to tens of seconds, headers first', () => {
    expect(loadConfig({})).toMatchObject({ requestTimeoutMs: 30_000, headersTimeoutMs: 15_000 });
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '1000', HEADERS_TIMEOUT_MS: '2000' })).toThrow(
      /HEADERS_TIMEOUT_MS/,
    );
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '0' })).toThrow(/REQUEST_TIMEOUT_MS/);
  });

  it('trusts no proxy by default, and the addresses and ranges listed', () => {
    expect(loadConfig({}).trustedProxies).toEqual([]);
    expect(
      loadConfig({ TRUSTED_PROXIES: '127.0.0.1, ::1,10.0.0.0/8 fd00::/8' }).trustedProxies,
    ).toEqual(['127.0.0.1', '::1', '10.0.0.0/8', 'fd00::/8']);
    expect(() => loadConfig({ TRUSTED_PROXIES: 'proxy.local' })).toThrow(/TRUSTED_PROXIES/);
    expect(() => loadConfig({ TRUSTED_PROXIES: '10.0.0.0/33' })).toThrow(/TRUSTED_PROXIES/);
  });

  // docs/decisions/019-s3-media-store.md
  it('keeps the media in the data folder unless a bucket is named', () => {
    expect(loadConfig({}).mediaS3).toBeUndefined();
    expect(loadConfig({ MEDIA_S3_BUCKET: 'labo-media' }).mediaS3).toEqual({
      bucket: 'labo-media',
      endpoint: undefined,
      region: 'eu-west-3',
      forcePathStyle: false,
      keyPrefix: '',
      credentials: undefined,
    });
  });

  it('reads the bucket settings of an S3-compatible service', () => {
    const config = loadConfig({
      MEDIA_S3_BUCKET: 'media',
      MEDIA_S3_ENDPOINT: 'http://127.0.0.1:9000',
      MEDIA_S3_REGION: 'us-east-1',
      MEDIA_S3_FORCE_PATH_STYLE: 'true',
      MEDIA_S3_PREFIX: '/labo/prod/',
      AWS_ACCESS_KEY_ID: 'key-id',
      AWS_SECRET_ACCESS_KEY: 'secret',
    });
    expect(config.mediaS3).toMatchObject({
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      forcePathStyle: true,
      keyPrefix: 'labo/prod/',
      credentials: { accessKeyId: 'key-id', secretAccessKey: 'secret' },
    });
  });

  it('refuses bucket settings without a bucket, half a key pair and bad values', () => {
    expect(() => loadConfig({ MEDIA_S3_ENDPOINT: 'http://minio:9000' })).toThrow(
      /MEDIA_S3_ENDPOINT needs MEDIA_S3_BUCKET/,
    );
    const bucket = { MEDIA_S3_BUCKET: 'media' };
    expect(() => loadConfig({ ...bucket, AWS_ACCESS_KEY_ID: 'key-id' })).toThrow(
      /AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY go together/,
    );
    expect(loadConfig({ AWS_ACCESS_KEY_ID: 'for-another-tool' }).mediaS3).toBeUndefined();
    expect(() => loadConfig({ MEDIA_S3_BUCKET: 'a/b' })).toThrow(/MEDIA_S3_BUCKET/);
    expect(() => loadConfig({ ...bucket, MEDIA_S3_ENDPOINT: 'ftp://x' })).toThrow(
      /MEDIA_S3_ENDPOINT/,
    );
    expect(() => loadConfig({ ...bucket, MEDIA_S3_FORCE_PATH_STYLE: 'yes' })).toThrow(
      /MEDIA_S3_FORCE_PATH_STYLE/,
    );
    expect(() => loadConfig({ ...bucket, MEDIA_S3_PREFIX: 'a/../b' })).toThrow(/MEDIA_S3_PREFIX/);
  });
});
