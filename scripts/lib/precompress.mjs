// Writes `<file>.br` (brotli, best quality) and `<file>.gz` (gzip -9) beside every compressible
// file of a built web app, so the server sends them as they are instead of compressing per
// request. Used by the Vite build (web/vite.config.ts) and by the server's tests.
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text formats worth compressing (images such as PNG/WebP/AVIF are compressed already). */
export const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml|map|ico)$/i;
/** Below this size the encoding headers cost about what compression saves. */
export const MIN_BYTES = 1024;

/** Compresses one buffer both ways at the highest levels. */
export async function compressBoth(body) {
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  return { br, gz };
}

function walk(dir, out) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      // Vite's manifest folder is read by tools, never served.
      if (entry.name !== '.vite') walk(full, out);
    } else if (COMPRESSIBLE.test(entry.name)) {
      out.push(full);
    }
  }
  return out;
}

/**
 * Precompresses every compressible file under `dir` of at least MIN_BYTES; a variant that is not
 * smaller than the original is not written (and a stale one is removed). Answers the totals.
 */
export async function precompressDir(dir) {
  const totals = { files: 0, raw: 0, br: 0, gz: 0 };
  for (const file of walk(dir, [])) {
    const body = fs.readFileSync(file);
    for (const ext of ['.br', '.gz']) fs.rmSync(file + ext, { force: true });
    if (body.length < MIN_BYTES) continue;
    const { br, gz } = await compressBoth(body);
    totals.files += 1;
    totals.raw += body.length;
    if (br.length < body.length) fs.writeFileSync(`${file}.br`, br);
    if (gz.length < body.length) fs.writeFileSync(`${file}.gz`, gz);
    totals.br += Math.min(br.length, body.length);
    totals.gz += Math.min(gz.length, body.length);
  }
  return totals;
}

/** Vite plugin: precompresses the build output once it is written. */
export function precompressPlugin() {
  let outDir = 'dist';
  return {
    name: 'sorte-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const t = await precompressDir(outDir);
      const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
      console.log(
        `precompressed ${t.files} files: ${kb(t.raw)} raw, ${kb(t.br)} brotli, ${kb(t.gz)} gzip`,
      );
    },
  };
}
