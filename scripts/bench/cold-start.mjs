// Cold start: process spawn until the first successful GET /wps/system/status, on a fresh
// DATA_DIR (creates the database, migrates, seeds) and on a restart over existing data.
export const name = 'cold-start';
export const title = 'Cold start (spawn to first /wps/system/status answer)';
export const order = 10;

const RUNS = 3;

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export async function run(ctx) {
  const fresh = [];
  const restart = [];
  for (let i = 0; i < RUNS; i += 1) {
    const dataDir = ctx.tempDir();
    const first = await ctx.startServer({ dataDir });
    fresh.push(first.readyMs);
    await first.stop();
    const second = await ctx.startServer({ dataDir });
    restart.push(second.readyMs);
    await second.stop();
    ctx.log(
      `run ${i + 1}: fresh ${first.readyMs.toFixed(0)} ms, restart ${second.readyMs.toFixed(0)} ms`,
    );
  }
  const row = (label, xs) => ({
    case: label,
    median: median(xs).toFixed(0),
    min: Math.min(...xs).toFixed(0),
    max: Math.max(...xs).toFixed(0),
  });
  ctx.table(
    title,
    [
      { key: 'case', label: 'case', align: 'left' },
      { key: 'median', label: 'median ms' },
      { key: 'min', label: 'min ms' },
      { key: 'max', label: 'max ms' },
    ],
    [
      row('fresh DATA_DIR (init + migrate + seed)', fresh),
      row('restart (existing DATA_DIR)', restart),
    ],
    [`(${RUNS} runs each)`],
  );
}
