// Every tracked file speaks in the repository's own words: no pointers to documents a reader of
// this repository cannot open (the product is described in docs/product.md) and no numbered
// tracker references.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// Split words: this file is tracked too and must not match itself.
const spec = ['SP', 'EC'].join('');
const outsideDocs = [spec, 'AP' + 'I', 'STY' + 'LE', 'STA' + 'CK'].map((name) => `${name}\\.md`);
const forbidden = [
  {
    why: 'names a document outside the repository',
    pattern: new RegExp(`\\b(?:${outsideDocs.join('|')}|${spec})\\b`),
  },
  { why: 'points outside the repository', pattern: new RegExp(['\\.\\.', 'shared\\b'].join('/')) },
  { why: 'cites a tracker number', pattern: new RegExp(['\\bissues?', '#?\\d+'].join(' ?'), 'i') },
];

/** Tracked text files (NUL bytes mark binaries, which are skipped). */
function trackedTextFiles() {
  const listed = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' });
  return listed
    .split('\0')
    .filter((file) => file !== '' && !file.split('/').includes('node_modules'))
    .flatMap((file) => {
      const full = path.join(root, file);
      if (!fs.existsSync(full)) return [];
      const text = fs.readFileSync(full, 'utf8');
      return text.includes('\0') ? [] : [{ file, text }];
    });
}

describe('repository hygiene', () => {
  it('finds the tracked files', () => {
    expect(trackedTextFiles().length).toBeGreaterThan(100);
  });

  it('no tracked file refers to outside documents or tracker numbers', () => {
    const hits = [];
    for (const { file, text } of trackedTextFiles()) {
      text.split('\n').forEach((line, index) => {
        for (const { why, pattern } of forbidden) {
          const match = pattern.exec(line);
          if (match) hits.push(`${file}:${index + 1}: ${why} ("${match[0]}")`);
        }
      });
    }
    expect(hits).toEqual([]);
  });
});
