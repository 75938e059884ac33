import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/*
 * The layers' arrows (docs/layers.md), as import rules: a broken one fails `npx eslint .`.
 * `no-restricted-imports` options replace each other rather than add up, so each group of files
 * gets every rule that applies to it in one place.
 */
const dbLibrary = {
  regex: '^(drizzle-orm|pg|@electric-sql/pglite)(/|$)',
  message: 'SQL lives in repositories (*.repo.ts) and db/: call a repository instead.',
};
const serverModules = {
  regex: '(^|/)modules(/|$)',
  message:
    'Infrastructure (http, realtime, infra, providers, devices, db) does not import modules: take an interface, and let the module pass itself in.',
};
const webUpward = {
  regex: '^(\\.\\./)+(features|app)(/|$)',
  message: 'shared/ is below the features and the app: it may not import them.',
};
/*
 * The operator console reuses generic modules of the member console through `@web/`, never the
 * member's session (the API instance wired to it, the session store, the features and the shell).
 */
const webSingletons = {
  regex:
    '^@web/(shared/api/(http|call|download-export)|shared/access(?!/check-access)|shared/i18n/i18n|shared/session|shared/front|shared/realtime|features|app)(/|$)',
  message: "The member console's session and screens are not the operator's: import only generic @web/shared modules.",
};
const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
const features = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const serverInfra = ['http', 'realtime', 'infra', 'providers', 'devices', 'db'];
const tests = ['**/*.test.ts', '**/*.test.tsx'];

const layerRules = [
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.repo.ts', 'apps/server/src/db/**', 'apps/server/src/demo/**', '**/demo-*.ts', ...tests],
    rules: restrict(dbLibrary),
  },
  {
    files: serverInfra.map((dir) => `apps/server/src/${dir}/**/*.ts`),
    ignores: ['**/*.repo.ts', 'apps/server/src/db/**', ...tests],
    rules: restrict(dbLibrary, serverModules),
  },
  {
    files: ['apps/server/src/db/**/*.ts', ...serverInfra.map((dir) => `apps/server/src/${dir}/**/*.repo.ts`)],
    rules: restrict(serverModules),
  },
  { files: ['apps/web/src/shared/**/*.{ts,tsx}'], rules: restrict(webUpward) },
  { files: ['apps/admin/src/**/*.{ts,tsx}'], rules: restrict(webSingletons) },
  { files: ['apps/admin/src/shared/**/*.{ts,tsx}'], rules: restrict(webSingletons, webUpward) },
  ...features.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    ignores: ['**/*-bridge.{ts,tsx}'],
    rules: restrict({
      regex: `^(\\.\\./)+(${features.filter((other) => other !== feature).join('|')})(/|$)`,
      message: `A feature reaches another only through a bridge file of its own (features/${feature}/<other>-bridge.ts).`,
    }),
  })),
];

const sharedWorker = 'Server tests share their worker: pass settings to the app under test instead (docs/decisions/035).';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/drizzle/**',
      'e2e/artifacts/**',
      '.test-reports/**',
      '**/*.tmp.*',
      'apps/web/.prerender-*/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/admin/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  ...layerRules,
  {
    // A worker runs one server test file after another with the same imports (isolate: false in
    // vitest.config.ts, docs/decisions/035): no file may mock a module or change what the next sees.
    files: ['apps/server/**/*.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock', 'stubEnv', 'stubGlobal'].map((property) => ({ object: 'vi', property, message: sharedWorker })),
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "AssignmentExpression > MemberExpression.left[object.object.name='process'][object.property.name='env']",
          message: sharedWorker,
        },
        {
          selector: "UnaryExpression[operator='delete'] > MemberExpression[object.object.name='process'][object.property.name='env']",
          message: sharedWorker,
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', setTimeout: 'readonly' } },
  },
);
