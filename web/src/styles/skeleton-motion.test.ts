import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Skeleton placeholders shimmer (or pulse) a few times and then stand still: a placeholder
// that waits long (a slow phone network) must not keep the phone painting frames.
const SRC = path.resolve(__dirname, '..');

function cssFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(full);
    return entry.name.endsWith('.css') ? [full] : [];
  });
}

/** Every `animation:` of a rule whose selector names a skeleton or whose animation is a shimmer. */
function skeletonAnimations(css: string) {
  const found: { selector: string; animation: string }[] = [];
  for (const match of css.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const selector = match[1]!.trim();
    for (const decl of match[2]!.matchAll(/animation:\s*([^;]+);/g)) {
      const animation = decl[1]!.trim();
      if (/skeleton|\.frame\b/i.test(selector) || /^shimmer\b/.test(animation)) {
        found.push({ selector, animation });
      }
    }
  }
  return found;
}

describe('skeleton motion', () => {
  it('stops every skeleton shimmer after a few sweeps', () => {
    const all = cssFiles(SRC).flatMap((file) =>
      skeletonAnimations(fs.readFileSync(file, 'utf8')).map((a) => ({
        file: path.relative(SRC, file),
        ...a,
      })),
    );
    // The banner, game tile image, header balance and promotions placeholders at least.
    expect(all.length).toBeGreaterThanOrEqual(4);
    for (const { file, selector, animation } of all) {
      if (animation === 'none') continue;
      const label = `${file} ${selector}: ${animation}`;
      expect(animation, label).not.toMatch(/\binfinite\b/);
      const count = Number(animation.split(/\s+/).find((part) => /^\d+$/.test(part)));
      expect(count, label).toBeGreaterThanOrEqual(2);
      expect(count, label).toBeLessThanOrEqual(6);
    }
  });
});
