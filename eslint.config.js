// ESLint flat config. Type-checked rules for TypeScript in every workspace;
// plain recommended rules for the JavaScript tooling scripts.
import path from 'node:path';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const KEBAB_SEGMENT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Local rules: small enough not to need a plugin package. */
const local = {
  rules: {
    'module-boundaries': {
      meta: {
        type: 'problem',
        docs: {
          description:
            'Web features do not import each other; server modules are reached only through their index.ts.',
        },
        schema: [],
        messages: {
          webFeature:
            'web/src/features/{{from}} imports web/src/features/{{to}}: features do not import each other. Move what both need to web/src/components, hooks, lib or utils.',
          serverModule:
            'Import server module "{{to}}" through its public API (modules/{{to}}/index.ts), not {{target}}.',
        },
      },
      create(context) {
        const root = import.meta.dirname;
        const file = path.relative(root, context.filename).split(path.sep).join('/');
        const owner = (rel, base) =>
          rel.startsWith(`${base}/`) ? rel.slice(base.length + 1).split('/')[0] : null;
        const check = (node, source) => {
          if (typeof source !== 'string' || !source.startsWith('.')) return;
          const target = path
            .relative(root, path.resolve(path.dirname(context.filename), source))
            .split(path.sep)
            .join('/');
          const webTo = owner(target, 'web/src/features');
          const webFrom = owner(file, 'web/src/features');
          if (webFrom && webTo && webFrom !== webTo) {
            context.report({ node, messageId: 'webFeature', data: { from: webFrom, to: webTo } });
          }
          const base = 'server/src/modules';
          const serverTo = owner(target, base);
          if (serverTo && serverTo !== owner(file, base)) {
            const rest = target.slice(base.length + serverTo.length + 2);
            if (rest !== 'index' && rest !== 'index.ts' && rest !== '') {
              context.report({
                node,
                messageId: 'serverModule',
                data: { to: serverTo, target: target.slice(base.length + 1) },
              });
            }
          }
        };
        return {
          ImportDeclaration: (node) => check(node, node.source.value),
          ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
          ExportAllDeclaration: (node) => check(node, node.source.value),
          ImportExpression: (node) =>
            node.source.type === 'Literal' && check(node, node.source.value),
        };
      },
    },
    'kebab-case-filename': {
      meta: {
        type: 'suggestion',
        docs: {
          description: 'File names are kebab-case (dot-separated parts allowed: ops.routes.ts).',
        },
        schema: [],
        messages: { notKebab: 'File name "{{name}}" is not kebab-case (e.g. build-test-app.ts).' },
      },
      create(context) {
        return {
          Program(node) {
            const name = path.basename(context.filename);
            const parts = name.split('.');
            if (!parts.every((part) => KEBAB_SEGMENT.test(part))) {
              context.report({ node, messageId: 'notKebab', data: { name } });
            }
          },
        };
      },
    },
  },
};

const TS_FILES = ['**/*.ts', '**/*.tsx', '**/*.mts', '**/*.cts'];
const JS_FILES = ['**/*.js', '**/*.mjs', '**/*.cjs'];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/data/**',
      '**/coverage/**',
      // Hand-written declarations of plain .mjs helpers (typed for the e2e config).
      'scripts/**/*.d.mts',
      'server/src/db/migrations/**',
      'server/assets/**',
      'test-results/**',
      'playwright-report/**',
      'e2e/.artifacts/**',
      '.bench/**',
    ],
  },
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  js.configs.recommended,

  // TypeScript, type-checked. The project service finds each workspace's tsconfig.json.
  {
    files: TS_FILES,
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      // Fastify plugins, hooks and handlers are async by contract (no `done` callback), with or
      // without an await inside.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { prefer: 'type-imports', fixStyle: 'inline-type-imports' },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
  {
    files: JS_FILES,
    extends: [tseslint.configs.disableTypeChecked],
    rules: {
      'no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },

  {
    // Tests read untyped bodies (inject().json() is `any`) and assert on them directly.
    files: ['**/*.test.{ts,tsx}', '**/test/**/*.ts', '**/testing/**/*.{ts,tsx}', 'e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },

  // Every file: environment, file names, no process.env outside the env modules.
  {
    plugins: { local },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'local/kebab-case-filename': 'error',
      'local/module-boundaries': 'error',
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message:
            'Read configuration in server/src/config/env.ts (server) or web/src/config/env.ts (web) only.',
        },
      ],
    },
  },
  {
    // The server's env module and the tooling scripts may read process.env. Anything else that
    // must (tool configs such as e2e/playwright.config.ts, test harnesses) says so and why in an
    // eslint-disable comment, which is then reported if it becomes unnecessary.
    files: ['server/src/config/env.ts', 'scripts/**'],
    rules: { 'no-restricted-properties': 'off' },
  },

  // Provably-fair core and in-house game engines (tests and simulations included): outcomes come
  // only from the HMAC stream (docs/games.md), so Math.random is banned here by property as well.
  {
    files: [
      'server/src/modules/fairness/**/*.ts',
      'server/src/modules/inhouse/**/*.ts',
      'contracts/src/games/fair/**/*.ts',
      'web/src/play/**/*.{ts,tsx}',
    ],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message:
            'Read configuration in server/src/config/env.ts (server) or web/src/config/env.ts (web) only.',
        },
        {
          object: 'Math',
          property: 'random',
          message:
            'Outcomes come from the provably-fair HMAC stream (contracts/src/games/fair/rng.ts), never Math.random.',
        },
      ],
    },
  },

  // Server: provably-fair and token code must use node:crypto, never Math.random.
  {
    files: ['server/src/**/*.ts'],
    ignores: ['server/src/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='Math'][property.name='random']",
          message: 'Math.random is predictable: use node:crypto (randomInt, randomBytes).',
        },
      ],
    },
  },

  // Web: browser globals and the rules of hooks.
  {
    files: ['web/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      // Props and hook results are destructured callbacks (`{ onClose }`, `{ t }`): the rule
      // flags those method-signature members though none of them use `this`.
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    files: ['web/vite.config.ts', 'web/vitest.config.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
);
