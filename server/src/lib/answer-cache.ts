import { z } from 'zod';

/**
 * An answer's `value` already serialised to JSON. `route()` sends it inside the success envelope
 * as it is, without validating and serialising it again (that was done once, when it was made).
 */
export class SerializedAnswer {
  constructor(readonly json: string) {}
}

/** The JSON of `value` encoded through `schema`, byte for byte what the route serializer sends. */
export function serializeAnswer<S extends z.ZodType>(schema: S, value: z.input<S>): SerializedAnswer {
  return new SerializedAnswer(JSON.stringify(z.encode(schema, value as z.output<S>)));
}

interface Entry {
  version: string;
  at: number;
  answer: Promise<SerializedAnswer>;
}

export interface AnswerCacheOptions {
  /** Most answers kept; the least recently used goes first. */
  maxEntries: number;
  /**
   * Longest an answer is kept even when its version did not change: for data another process may
   * change without this one hearing of it. Unset: until the version changes.
   */
  maxAgeMs?: number;
  now?: () => number;
}

/**
 * Public answers that are the same for every visitor, serialised once per version of the data
 * they come from (a configuration snapshot, a count of operator changes) and per key (the
 * language and the query), and served from memory until the version changes. Two requests
 * arriving while an answer is being made share it; a failed build is not kept.
 */
export class AnswerCache {
  private readonly entries = new Map<string, Entry>();
  /** How many answers were built (not served from the cache): for tests and benchmarks. */
  builds = 0;

  constructor(private readonly options: AnswerCacheOptions) {}

  get(key: string, version: string, build: () => Promise<SerializedAnswer>): Promise<SerializedAnswer> {
    const now = (this.options.now ?? Date.now)();
    const hit = this.entries.get(key);
    const { maxAgeMs } = this.options;
    if (hit && hit.version === version && (maxAgeMs === undefined || now - hit.at < maxAgeMs)) {
      // Most recently used last: Map keeps insertion order.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.answer;
    }
    this.builds += 1;
    const entry: Entry = { version, at: now, answer: build() };
    this.entries.delete(key);
    this.entries.set(key, entry);
    entry.answer.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    while (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    return entry.answer;
  }

  get size() {
    return this.entries.size;
  }
}
