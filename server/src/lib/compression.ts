import { promisify } from 'node:util';
import zlib from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** Below this size a compressed answer saves about what its headers cost. */
export const COMPRESS_THRESHOLD = 1024;

/**
 * The encoding to send for an `Accept-Encoding` header: the one with the highest q-value,
 * brotli before gzip on a tie, else identity; `q=0` refuses, `*` stands for any not named.
 * (The same choice @fastify/static makes for the build's precompressed files.)
 */
export function pickEncoding(header: string | string[] | undefined): Encoding | undefined {
  if (!header) return undefined;
  const q = new Map<string, number>();
  for (const part of (Array.isArray(header) ? header.join(',') : header).split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    let weight = 1;
    for (const p of params) {
      const [k, v] = p.trim().split('=');
      if (k === 'q') weight = Number(v);
    }
    q.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weight = (enc: string) => q.get(enc) ?? q.get('*') ?? 0;
  const br = weight('br');
  const gz = Math.max(weight('gzip'), q.get('x-gzip') ?? 0);
  // The client's preference when it gives one, brotli on a tie.
  if (br > 0 && br >= gz) return 'br';
  if (gz > 0) return 'gzip';
  return undefined;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const compress = (body: Buffer, brQuality: number) =>
  Promise.all([
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: brQuality,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]).then(([br, gz]) => ({ br, gzip: gz }));

/** `body` compressed once in `encoding`, quickly enough for a per-request answer (a page). */
export function compressNow(body: Buffer, encoding: Encoding): Promise<Buffer> {
  if (encoding === 'gzip') return gzip(body, { level: 6 });
  return brotli(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: QUICK_BROTLI,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

type Variants = Record<Encoding, Buffer>;
interface Entry {
  version: string;
  variants: Promise<Variants>;
  bytes: number;
}

/** Fast enough to make on a request (about 1 ms for 60 kB), ~10 % larger than the best. */
const QUICK_BROTLI = 5;

/**
 * Compressed copies of files served from memory-less sources (generated artwork, index.html),
 * made once per content version and kept in memory. A first request gets a quick brotli at once;
 * the best-quality brotli is made in the background (zlib's thread pool) and replaces it.
 * Entries beyond `maxBytes` are dropped oldest first.
 */
export class CompressedCache {
  private readonly entries = new Map<string, Entry>();
  private total = 0;

  constructor(private readonly maxBytes = 32 * 1024 * 1024) {}

  /** The variants of `body` under `key` at `version` (e.g. mtime and size of the file). */
  get(key: string, version: string, body: () => Buffer): Promise<Variants> {
    const hit = this.entries.get(key);
    if (hit && hit.version === version) return hit.variants;
    if (hit) this.drop(key, hit);
    const raw = body();
    const entry: Entry = { version, bytes: 0, variants: compress(raw, QUICK_BROTLI) };
    this.entries.set(key, entry);
    entry.variants.then(
      (v) => {
        if (this.entries.get(key) !== entry) return;
        this.account(entry, v.br.length + v.gzip.length);
        // Upgrade to the best brotli in the background; the quick one serves until then.
        brotli(raw, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          },
        }).then(
          (best) => {
            if (this.entries.get(key) !== entry || best.length >= v.br.length) return;
            this.account(entry, best.length + v.gzip.length);
            entry.variants = Promise.resolve({ br: best, gzip: v.gzip });
          },
          () => {},
        );
      },
      () => this.entries.get(key) === entry && this.entries.delete(key),
    );
    return entry.variants;
  }

  private account(entry: Entry, bytes: number) {
    this.total += bytes - entry.bytes;
    entry.bytes = bytes;
    for (const [k, e] of this.entries) {
      if (this.total <= this.maxBytes || e === entry) break;
      this.drop(k, e);
    }
  }

  private drop(key: string, entry: Entry) {
    this.total -= entry.bytes;
    this.entries.delete(key);
  }
}
