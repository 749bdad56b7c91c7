import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** server/: the parent of src/ (tests, tsx) or of dist/ (the built bundle). */
function serverRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (path.basename(dir) !== 'src' && path.basename(dir) !== 'dist') {
    const up = path.dirname(dir);
    if (up === dir) throw new Error('Cannot locate the server folder');
    dir = up;
  }
  return path.dirname(dir);
}

export const SERVER_ROOT = serverRoot();
export const REPO_ROOT = path.dirname(SERVER_ROOT);
export const WEB_DIST_DEFAULT = path.join(REPO_ROOT, 'web', 'dist');
export const CDN_DIR = path.join(SERVER_ROOT, 'assets', 'cdn');
