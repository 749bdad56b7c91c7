import fs from 'node:fs';
import path from 'node:path';

export interface DataDirLock {
  path: string;
  release(): void;
}

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `DATA_DIR ${dataDir} is in use by another Sorte server (pid ${pid}). ` +
        'The embedded database can be opened by one process only: stop that server, ' +
        'or start this one with another DATA_DIR (or with DATABASE_URL for PostgreSQL).',
    );
    this.name = 'DataDirInUseError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite corrupts a data directory opened by two processes, so the server holds a pid lock
 * file. A lock left by a process that died (SIGKILL, power loss) is stale and taken over.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const fd = fs.openSync(lockPath, 'wx');
      fs.writeSync(fd, `${process.pid}\n`);
      fs.fsyncSync(fd);
      fs.closeSync(fd);
      let released = false;
      return {
        path: lockPath,
        release() {
          if (released) return;
          released = true;
          try {
            const owner = Number.parseInt(fs.readFileSync(lockPath, 'utf8'), 10);
            if (owner === process.pid) fs.unlinkSync(lockPath);
          } catch {
            // Already gone.
          }
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      let owner: number;
      try {
        owner = Number.parseInt(fs.readFileSync(lockPath, 'utf8'), 10);
      } catch {
        continue; // Removed meanwhile: try again.
      }
      if (Number.isInteger(owner) && owner !== process.pid && isAlive(owner)) {
        throw new DataDirInUseError(dataDir, owner);
      }
      // Stale lock: its process is gone. Remove it and race for a fresh one.
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock DATA_DIR ${dataDir}`);
}
