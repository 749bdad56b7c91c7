// The site's zod (vite.config.ts points `zod` here): the same library with its compiler off.
// zod compiles validators with `new Function`, which the site's CSP forbids; it first probes for
// that with a caught `new Function`, and the browser still reports the probe as a CSP violation
// (a best-practices failure on every page with a form). Jitless skips both; a form validates a
// handful of fields, where the compiled path makes no visible difference.
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
