// The lint rule that keeps the code's parts apart: web features never import each other, and
// server modules reach each other only through their index.ts.
import path from 'node:path';
import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import config from '../eslint.config.js';

const root = path.resolve(import.meta.dirname, '..');
const rule = config.find((c) => c.plugins?.local).plugins.local.rules['module-boundaries'];
const at = (file) => path.join(root, file);

RuleTester.describe = describe;
RuleTester.it = it;
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2024, sourceType: 'module' } });

tester.run('module-boundaries', rule, {
  valid: [
    // A feature's own files, and the shared web folders.
    {
      filename: at('web/src/features/lobby/components/tile.tsx'),
      code: "import { a } from '../api/games-api';",
    },
    {
      filename: at('web/src/features/lobby/components/tile.tsx'),
      code: "import { b } from '../../../components/ui/button';",
    },
    {
      filename: at('web/src/features/lobby/components/tile.tsx'),
      code: "import { c } from '../../../hooks/use-logged-in';",
    },
    // A server module's own files, and other modules through their index.
    {
      filename: at('server/src/modules/cashier/cashier.service.ts'),
      code: "import { d } from './turnover';",
    },
    {
      filename: at('server/src/modules/cashier/cashier.service.ts'),
      code: "import { e } from '../ledger/index';",
    },
    { filename: at('server/src/app.ts'), code: "import { f } from './modules/ledger/index';" },
    {
      filename: at('server/src/app.ts'),
      code: "const g = await import('./modules/ledger/index');",
    },
    // Packages are not the rule's business.
    { filename: at('server/src/app.ts'), code: "import fastify from 'fastify';" },
  ],
  invalid: [
    {
      filename: at('web/src/features/lottery/api/results.ts'),
      code: "import { useLoggedIn } from '../../lobby/api/games-api';",
      errors: [{ messageId: 'webFeature' }],
    },
    {
      filename: at('web/src/features/lottery/api/results.ts'),
      code: "export { x } from '../../lobby/index';",
      errors: [{ messageId: 'webFeature' }],
    },
    {
      filename: at('server/src/modules/cashier/cashier.service.ts'),
      code: "import { post } from '../ledger/ledger.service';",
      errors: [{ messageId: 'serverModule' }],
    },
    {
      filename: at('server/src/db/seed/index.ts'),
      code: "import { MemberRepository } from '../../modules/member/member.repository';",
      errors: [{ messageId: 'serverModule' }],
    },
    {
      filename: at('server/src/modules/provider/provider.test.ts'),
      code: "const { fundTrialAccount } = await import('../ledger/ledger.service');",
      errors: [{ messageId: 'serverModule' }],
    },
  ],
});
