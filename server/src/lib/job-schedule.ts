/** The logger a schedule reports to (Fastify's logger fits). */
export interface JobLog {
  info: (o: object, m: string) => void;
  error: (o: object, m: string) => void;
}

/**
 * Runs a module's job round every `seconds` (0: never) until stop(). A round never overlaps the
 * previous one; a round that did something is logged by `describe` (undefined: nothing to log).
 * The rounds themselves must be safe with several processes (unique keys, conditional updates).
 */
export class JobSchedule<T> {
  private timer: NodeJS.Timeout | undefined;
  private round: Promise<void> | undefined;

  constructor(
    private readonly name: string,
    private readonly run: () => Promise<T>,
    private readonly describe: (result: T) => object | undefined,
  ) {}

  start(seconds: number, log: JobLog) {
    if (seconds <= 0 || this.timer) return;
    this.timer = setInterval(() => {
      if (this.round) return;
      this.round = this.run()
        .then((result) => {
          const summary = this.describe(result);
          if (summary) log.info(summary, this.name);
        })
        .catch((error: unknown) => log.error({ err: error }, `${this.name} failed`))
        .finally(() => {
          this.round = undefined;
        });
    }, seconds * 1000);
    this.timer.unref();
  }

  /** Stops the schedule and waits for a running round (before the database closes). */
  async stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.round;
  }
}
