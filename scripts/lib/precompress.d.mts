export declare const COMPRESSIBLE: RegExp;
export declare const MIN_BYTES: number;
export declare function compressBoth(body: Buffer): Promise<{ br: Buffer; gz: Buffer }>;
export declare function precompressDir(
  dir: string,
): Promise<{ files: number; raw: number; br: number; gz: number }>;
/** A Vite plugin (structurally typed so this file needs no Vite types). */
export declare function precompressPlugin(): {
  name: string;
  apply: 'build';
  configResolved(config: { root: string; build: { outDir: string } }): void;
  closeBundle(): Promise<void>;
};
