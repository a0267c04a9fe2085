import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { videoEmbedUrl } from '@labo/domain/video-link';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/test-app';

let t: TestApp;
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'labo-dist-'));

beforeAll(async () => {
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="fr"><title>Boutique</title></html>',
  );
  fs.writeFileSync(
    path.join(dist, 'assets', 'main-abc123.js'),
    `console.log(${JSON.stringify('x'.repeat(4000))});`,
  );
  fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // The web build's page for the home paths (apps/web/vite-plugins/home-page-preload.ts).
  fs.writeFileSync(
    path.join(dist, 'home.html'),
    '<!doctype html><html lang="fr"><title>Boutique</title><link rel="preload"></html>',
  );
  fs.writeFileSync(
    path.join(dist, 'page-variants.json'),
    JSON.stringify({ '/': 'home.html', '/home': 'home.html', '/about': 'missing.html' }),
  );
  t = await createTestApp({ WEB_DIST_DIR: dist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('server skeleton', () => {
  it('answers liveness and readiness', async () => {
    expect((await t.app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });

  it('serves hashed assets with a long cache and compression', async () => {
    const res = await t.app.inject({
      url: '/assets/main-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('serves other static files with revalidation', async () => {
    const res = await t.app.inject('/favicon.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  });

  it('falls back to index.html for client routes, deep links included', async () => {
    for (const url of ['/verrerie/verrerie-de-laboratoire/bechers', '/a/812?x=1', '/about']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<title>Boutique</title>');
      expect(res.body, url).not.toContain('preload');
    }
  });

  it("answers the build's own page for the paths it names (the home page's preloads)", async () => {
    for (const url of ['/', '/home', '/home?utm_source=x']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      // Revalidated on every visit, like index.html: it names the build's hashed files.
      expect(res.headers['cache-control']).toMatch(/max-age=0, must-revalidate|no-cache/);
      expect(res.body, url).toContain('<link rel="preload">');
    }
  });

  it('never answers the page for API paths or missing assets', async () => {
    for (const url of ['/api/nothing', '/exposed/nothing', '/post/nothing', '/assets/missing.js']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error).toBe('not_found');
    }
    const post = await t.app.inject({ method: 'POST', url: '/home' });
    expect(post.statusCode).toBe(404);
  });

  it('publishes the OpenAPI page built from the route schemas', async () => {
    const res = await t.app.inject('/docs/json');
    expect(res.statusCode).toBe(200);
    const spec = res.json();
    expect(Object.keys(spec.paths)).toContain('/exposed/categories/flat');
    expect(Object.keys(spec.paths)).toContain('/exposed/detailed/{id}/article');
    expect((await t.app.inject('/docs')).statusCode).toBeLessThan(400);
  });

  it('sends security headers', async () => {
    const res = await t.app.inject('/healthz');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('lets the pages frame the players of every video site an article may link to', async () => {
    const policy = String((await t.app.inject('/healthz')).headers['content-security-policy']);
    const frameSources = /frame-src ([^;]*)/.exec(policy)?.[1]?.split(' ') ?? [];
    for (const link of [
      { provider: 'youtube', id: 'aqz-KE-bpKQ' },
      { provider: 'vimeo', id: '76979871' },
      { provider: 'dailymotion', id: 'x8abcd1' },
    ] as const) {
      expect(frameSources).toContain(new URL(videoEmbedUrl(link)).origin);
    }
  });
});
