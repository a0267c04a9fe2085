import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import {
  REMOTE_FILE_TOO_LARGE,
  REMOTE_FILE_UNAVAILABLE,
  REMOTE_URL_REFUSED,
} from '@labo/domain/media-admin-schemas';
import ipaddr from 'ipaddr.js';
import { AppError } from '#http/app-error';

// Fetches a picture or document an administrator names by its web address, without letting
// that address reach the server's own network (docs/decisions/022-safe-remote-fetch.md).

export interface RemoteFile {
  bytes: Buffer;
  /** From Content-Disposition, else the address's last path segment. */
  fileName: string;
}

interface ResolvedAddress {
  address: string;
  family: number;
}

export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export interface RemoteFetchOptions {
  maxBytes: number;
  /** Loopback addresses allowed: for tests that serve files locally, off in every deployment. */
  allowLoopback: boolean;
  /** Whole fetch, redirects included. */
  timeoutMs?: number;
  /** DNS resolution, replaceable in tests. */
  resolve?: Resolver;
}

const MAX_REDIRECTS = 3;
const DEFAULT_TIMEOUT_MS = 15_000;
const MAX_FILE_NAME = 200;

const systemResolver: Resolver = (hostname) =>
  dns.promises.lookup(hostname, { all: true, verbatim: true });

const refused = () => new AppError(400, 'remote_url_refused', REMOTE_URL_REFUSED);
const unavailable = (reason: string) =>
  new AppError(502, 'remote_file_unavailable', REMOTE_FILE_UNAVAILABLE(reason));
const tooLarge = (maxBytes: number) =>
  new AppError(413, 'remote_file_too_large', REMOTE_FILE_TOO_LARGE(maxBytes));

/**
 * Only public unicast addresses: loopback, private, link-local (cloud metadata included),
 * carrier-grade NAT, multicast, reserved and the IPv6 forms that embed an IPv4 address
 * (mapped, IPv4-compatible, 6to4, Teredo, NAT64) are refused. An IPv4-mapped IPv6 address is
 * judged as the IPv4 address it carries.
 */
export function isPublicAddress(address: string, allowLoopback = false): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  const range = parsed.range();
  // The URL parser writes [::127.0.0.1] as ::7f00:1, which ipaddr.js counts as unicast: the
  // deprecated IPv4-compatible block (RFC 4291) is no public address whatever it carries.
  if (range === 'unicast' && parsed.kind() === 'ipv6' && parsed.match(IPV4_COMPATIBLE)) {
    return false;
  }
  return range === 'unicast' || (allowLoopback && range === 'loopback');
}

const IPV4_COMPATIBLE = ipaddr.parseCIDR('::/96');

function parseAddress(text: string): URL {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    throw refused();
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw refused();
  // Credentials in an address would be sent to whoever answers it.
  if (url.username || url.password) throw refused();
  return url;
}

/** A slow DNS answer must not outlast the fetch's time limit. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    signal.throwIfAborted();
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** The URL parser leaves IPv6 literals in brackets. */
const bareHost = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/**
 * Resolves the host once and checks every address it gives: a name that also points inside
 * is refused whole. The connection then goes to the checked address through `lookup`, so a
 * DNS answer that changes between check and connection (rebinding) cannot redirect it.
 */
async function checkedAddress(
  url: URL,
  options: RemoteFetchOptions,
  signal: AbortSignal,
): Promise<ResolvedAddress> {
  const host = bareHost(url);
  if (isIP(host)) {
    if (!isPublicAddress(host, options.allowLoopback)) throw refused();
    return { address: host, family: isIP(host) };
  }
  let addresses: ResolvedAddress[];
  try {
    addresses = await untilAborted((options.resolve ?? systemResolver)(host), signal);
  } catch {
    throw signal.aborted ? unavailable('délai dépassé') : unavailable('adresse introuvable');
  }
  const [first] = addresses;
  if (!first || !addresses.every((a) => isPublicAddress(a.address, options.allowLoopback))) {
    throw refused();
  }
  return first;
}

/** A lookup that answers the address already checked, whatever name it is asked. */
function pinnedLookup(pinned: ResolvedAddress): LookupFunction {
  return (_hostname, lookupOptions, callback) => {
    if (lookupOptions.all) callback(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  };
}

function fileNameOf(url: URL, disposition: string | undefined): string {
  const fromHeader = disposition
    ? (/filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1] ??
      /filename="?([^";]+)"?/i.exec(disposition)?.[1])
    : undefined;
  const fromPath = url.pathname.split('/').filter(Boolean).pop();
  let name = fromHeader ?? fromPath ?? '';
  try {
    name = decodeURIComponent(name);
  } catch {
    // A malformed escape is kept as written.
  }
  // Never a path, never a control character.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  const cleaned = name.replace(/[/\\\u0000-\u001f\u007f]/g, '_').trim();
  return (cleaned || 'fichier').slice(0, MAX_FILE_NAME);
}

type Answer =
  | { kind: 'redirect'; location: string }
  | { kind: 'file'; bytes: Buffer; disposition: string | undefined };

function requestOnce(
  url: URL,
  pinned: ResolvedAddress,
  options: RemoteFetchOptions,
  signal: AbortSignal,
): Promise<Answer> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<Answer>((resolve, reject) => {
    const request = client.get(
      url,
      {
        lookup: pinnedLookup(pinned),
        agent: false,
        signal,
        headers: { accept: '*/*', 'accept-encoding': 'identity', 'user-agent': 'labo-devis' },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        const location = response.headers.location;
        if (status >= 300 && status < 400 && location) {
          response.resume();
          resolve({ kind: 'redirect', location });
          return;
        }
        if (status < 200 || status >= 300) {
          response.resume();
          reject(unavailable(`réponse ${status}`));
          return;
        }
        const declared = Number(response.headers['content-length']);
        if (declared > options.maxBytes) {
          response.destroy();
          reject(tooLarge(options.maxBytes));
          return;
        }
        const chunks: Buffer[] = [];
        let received = 0;
        response.on('data', (chunk: Buffer) => {
          received += chunk.length;
          if (received > options.maxBytes) {
            response.destroy();
            reject(tooLarge(options.maxBytes));
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () =>
          resolve({
            kind: 'file',
            bytes: Buffer.concat(chunks),
            disposition: response.headers['content-disposition'],
          }),
        );
        response.on('error', () =>
          reject(unavailable(signal.aborted ? 'délai dépassé' : 'réponse interrompue')),
        );
      },
    );
    request.on('error', (error) => {
      if (signal.aborted) reject(unavailable('délai dépassé'));
      else reject(error instanceof AppError ? error : unavailable('connexion impossible'));
    });
  });
}

/**
 * The file at `address`: http(s) only, public addresses only, at most 3 redirects each
 * checked like the first address, at most `maxBytes`, within the time limit. Refusals are
 * 400, remote failures 502, a file too large 413, each with a French message.
 */
export async function fetchRemoteFile(
  address: string,
  options: RemoteFetchOptions,
): Promise<RemoteFile> {
  const signal = AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  let url = parseAddress(address);
  for (let redirects = 0; ; redirects++) {
    const pinned = await checkedAddress(url, options, signal);
    const answer = await requestOnce(url, pinned, options, signal);
    if (answer.kind === 'file') {
      return { bytes: answer.bytes, fileName: fileNameOf(url, answer.disposition) };
    }
    if (redirects === MAX_REDIRECTS) throw unavailable('trop de redirections');
    let next: URL;
    try {
      next = new URL(answer.location, url);
    } catch {
      throw unavailable('redirection invalide');
    }
    url = parseAddress(next.href);
  }
}
