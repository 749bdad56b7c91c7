import { buildApp } from './app';
import { loadEnv } from './config/env';
import { DataDirInUseError } from './db/data-dir-lock';
import { openConfiguredDatabase } from './db/open';
import { seedDemoRounds } from './db/seed/demo-rounds';

/** Starts the server: database, migrations, seed, listen; stops cleanly on SIGTERM/SIGINT. */
async function main() {
  const env = loadEnv();
  const started = Date.now();
  const { database, seeded } = await openConfiguredDatabase(env);
  const app = await buildApp({ env, database });
  app.log.info(
    {
      database: database.kind,
      dataDir: database.kind === 'pglite' ? env.dataDir : undefined,
      seeded,
    },
    'database ready',
  );
  // Demo game rounds go through the provider API, so they need the built app (once per database).
  if (env.seedDemo) {
    await seedDemoRounds(app).catch((error: unknown) => app.log.error({ err: error }, 'demo rounds failed; retried at the next start'));
  }

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    app
      .close()
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'error while shutting down');
        process.exit(1);
      });
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: env.PORT, host: env.HOST });
  // Deposit expiry and withdrawal receipt auto-confirm (safe with several processes).
  app.cashier.startJobs(env.CASHIER_JOB_INTERVAL_SECONDS, app.log);
  // In-house rounds whose win did not reach the wallet: same cadence as the cashier jobs.
  app.inhouse.startJobs(env.CASHIER_JOB_INTERVAL_SECONDS, app.log);
  // Lottery: next issues, fast draws and settlements (once per issue whatever the process count).
  app.lottery.startJobs(env.LOTTERY_JOB_INTERVAL_SECONDS, app.log);
  // Rebate payouts of finished UTC days (exactly once per earner and day, any number of processes).
  app.agents.startJobs(env.AGENT_JOB_INTERVAL_SECONDS, app.log);
  // Salary and dividend settlements of finished periods (exactly once per contract and period).
  app.salary.startJobs(env.CONTRACT_JOB_INTERVAL_SECONDS, app.log);
  app.log.info({ ms: Date.now() - started }, `Sorte is serving on http://localhost:${env.PORT}`);
}

main().catch((error: unknown) => {
  if (error instanceof DataDirInUseError) {
    console.error(`\n${error.message}\n`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
