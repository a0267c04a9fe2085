import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fetchRemoteFile,
  isPublicAddress,
  type RemoteFetchOptions,
  type Resolver,
} from './remote-file-fetch';

// A real HTTP server on loopback stands for the web; loopback is allowed only where a test
// says so, as the MEDIA_FETCH_ALLOW_LOOPBACK setting does.

let server: http.Server;
let base: string;
let port: number;
const PDF = Buffer.from('%PDF-1.7\n% fiche technique\n');

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const redirect = (location: string) => {
      response.writeHead(302, { location });
      response.end();
    };
    switch (url.pathname) {
      case '/fiche%20technique.pdf':
        response.writeHead(200, { 'content-type': 'application/pdf' });
        response.end(PDF);
        return;
      case '/download':
        response.writeHead(200, {
          'content-disposition': "attachment; filename*=UTF-8''b%C3%A9cher.pdf",
        });
        response.end(PDF);
        return;
      case '/big':
        response.writeHead(200, { 'content-length': String(2_000_000) });
        response.end(Buffer.alloc(2_000_000));
        return;
      case '/big-chunked':
        // No length announced: the limit must still hold while reading.
        response.writeHead(200);
        for (let i = 0; i < 20; i++) response.write(Buffer.alloc(100_000));
        response.end();
        return;
      case '/slow':
        return; // never answers
      case '/missing':
        response.writeHead(404);
        response.end();
        return;
      case '/to':
        redirect(url.searchParams.get('target') ?? '/');
        return;
      case '/hop': {
        const left = Number(url.searchParams.get('left'));
        redirect(left > 0 ? `/hop?left=${left - 1}` : '/fiche%20technique.pdf');
        return;
      }
      default:
        response.writeHead(404);
        response.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const local: RemoteFetchOptions = { maxBytes: 1_000_000, allowLoopback: true, timeoutMs: 2000 };
const strict: RemoteFetchOptions = { ...local, allowLoopback: false };

async function refusal(address: string, options: RemoteFetchOptions) {
  const error = await fetchRemoteFile(address, options).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error, address).toMatchObject({ statusCode: expect.any(Number) });
  return error as { statusCode: number; code: string; message: string };
}

describe('fetchRemoteFile, happy paths', () => {
  it('gets the bytes and the file name from the address', async () => {
    const file = await fetchRemoteFile(`${base}/fiche%20technique.pdf`, local);
    expect(file.bytes.equals(PDF)).toBe(true);
    expect(file.fileName).toBe('fiche technique.pdf');
  });

  it('prefers the name of Content-Disposition', async () => {
    expect((await fetchRemoteFile(`${base}/download`, local)).fileName).toBe('bécher.pdf');
  });

  it('follows up to 3 redirects', async () => {
    const file = await fetchRemoteFile(`${base}/hop?left=2`, local);
    expect(file.bytes.equals(PDF)).toBe(true);
  });

  it('connects to the address it checked, resolving the name once (no rebinding)', async () => {
    let calls = 0;
    // First answer loopback (allowed here), later answers a private address.
    const rebinding: Resolver = async () =>
      calls++ === 0 ? [{ address: '127.0.0.1', family: 4 }] : [{ address: '10.0.0.1', family: 4 }];
    const file = await fetchRemoteFile(`http://files.example:${port}/fiche%20technique.pdf`, {
      ...local,
      resolve: rebinding,
    });
    expect(file.bytes.equals(PDF)).toBe(true);
    expect(calls).toBe(1);
  });
});

describe('fetchRemoteFile, limits', () => {
  it('refuses a file announced larger than the limit', async () => {
    expect(await refusal(`${base}/big`, local)).toMatchObject({
      statusCode: 413,
      code: 'remote_file_too_large',
    });
  });

  it('stops reading a file that grows past the limit', async () => {
    expect((await refusal(`${base}/big-chunked`, local)).statusCode).toBe(413);
  });

  it('gives up after the time limit', async () => {
    const error = await refusal(`${base}/slow`, { ...local, timeoutMs: 200 });
    expect(error).toMatchObject({ statusCode: 502, code: 'remote_file_unavailable' });
    expect(error.message).toContain('délai dépassé');
  });

  it('reports a remote error status', async () => {
    const error = await refusal(`${base}/missing`, local);
    expect(error.statusCode).toBe(502);
    expect(error.message).toContain('404');
  });

  it('refuses a fourth redirect', async () => {
    const error = await refusal(`${base}/hop?left=3`, local);
    expect(error.message).toContain('trop de redirections');
  });
});

describe('fetchRemoteFile, internal addresses refused', () => {
  it.each([
    'http://127.0.0.1/',
    'http://127.1.2.3:8080/x.png',
    'http://localhost/',
    'http://2130706433/',
    'http://0x7f.1/',
    'http://017700000001/',
    'http://0.0.0.0/',
    'http://[::1]/',
    'http://[::]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[::ffff:7f00:1]/',
    'http://[::ffff:169.254.169.254]/',
    'http://10.0.0.1/',
    'http://172.16.5.4/',
    'http://192.168.1.1/',
    'http://169.254.169.254/latest/meta-data/',
    'http://100.100.100.200/',
    'http://[fd00:ec2::254]/',
    'http://[fe80::1]/',
    'http://[fc00::1]/',
    'http://[2002:7f00:1::]/',
    'http://[64:ff9b::7f00:1]/',
    'http://224.0.0.1/',
    'http://255.255.255.255/',
    'http://198.18.0.1/',
    'file:///etc/passwd',
    'gopher://93.184.216.34/',
    'ftp://93.184.216.34/a.pdf',
    'http://user:secret@93.184.216.34/a.pdf',
    'data:application/pdf;base64,JVBERi0=',
    'pas une adresse',
  ])('refuses %s', async (address) => {
    expect(await refusal(address, strict)).toMatchObject({
      statusCode: 400,
      code: 'remote_url_refused',
    });
  });

  it('refuses a name when any of its addresses is internal', async () => {
    const mixed: Resolver = async () => [
      { address: '93.184.216.34', family: 4 },
      { address: '10.1.2.3', family: 4 },
    ];
    expect((await refusal('http://files.example/a.pdf', { ...strict, resolve: mixed })).code).toBe(
      'remote_url_refused',
    );
  });

  it('refuses a name resolving to an IPv4-mapped loopback', async () => {
    const mapped: Resolver = async () => [{ address: '::ffff:127.0.0.1', family: 6 }];
    expect((await refusal('http://files.example/', { ...strict, resolve: mapped })).code).toBe(
      'remote_url_refused',
    );
  });

  it.each([
    'http://169.254.169.254/latest/meta-data/',
    'http://10.0.0.1/',
    'http://[::ffff:a9fe:a9fe]/',
    'http://[::127.0.0.1]/',
    'http://[::169.254.169.254]/',
    'http://[::10.0.0.1]/',
    'http://[fd00::1]/',
    'http://inside.example/',
    'file:///etc/passwd',
    'http://user:secret@93.184.216.34/',
  ])('re-checks a redirect to %s', async (target) => {
    const resolve: Resolver = async (name) =>
      name === 'inside.example'
        ? [{ address: '192.168.0.10', family: 4 }]
        : [{ address: '127.0.0.1', family: 4 }];
    const address = `${base}/to?target=${encodeURIComponent(target)}`;
    expect((await refusal(address, { ...local, resolve })).code).toBe('remote_url_refused');
  });

  it('refuses loopback unless the setting allows it', async () => {
    expect((await refusal(`${base}/fiche%20technique.pdf`, strict)).statusCode).toBe(400);
  });
});

describe('isPublicAddress', () => {
  it.each(['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '::ffff:93.184.216.34'])(
    'accepts %s',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );

  it.each(['::7f00:1', '::a9fe:a9fe', '::a00:1', '64:ff9b::a00:1', '2002:a00:1::', '2001::1'])(
    'refuses %s, an IPv6 form that carries an IPv4 address',
    (address) => {
      expect(isPublicAddress(address, true)).toBe(false);
    },
  );

  it('allows loopback only when asked, and nothing else internal', () => {
    expect(isPublicAddress('127.0.0.1', true)).toBe(true);
    expect(isPublicAddress('::1', true)).toBe(true);
    expect(isPublicAddress('10.0.0.1', true)).toBe(false);
    expect(isPublicAddress('not-an-ip', true)).toBe(false);
  });
});
