import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { iconSprite, iconSymbol } from './icon-assets.mjs';

const ICON_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/src/assets/icons');

describe('icon sprite', () => {
  it('turns an icon file into a symbol that keeps its drawing attributes but not its size', () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" ' +
      'stroke="currentColor" stroke-width="1.8"><path d="M3 3h18"/></svg>\n';
    expect(iconSymbol('line', svg)).toBe(
      '<symbol id="line" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.8">' +
        '<path d="M3 3h18"/></symbol>',
    );
    expect(() => iconSymbol('bad', '<g/>')).toThrow(/bad/);
  });

  it('holds one symbol per icon file, ids unique, and no id inside a drawing that could collide', () => {
    const { names, version, svg } = iconSprite();
    const files = fs.readdirSync(ICON_DIR).filter((f) => f.endsWith('.svg'));
    expect(names).toHaveLength(files.length);
    const ids = [...svg.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
    // Every id is a symbol's: a gradient or clip id inside one icon would clash in one document.
    expect(ids).toEqual(names);
    expect(svg.match(/<symbol /g)).toHaveLength(names.length);
    expect(version).toMatch(/^[\w-]{10}$/);
  });
});
