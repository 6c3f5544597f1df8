// @ts-check
import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The layers and what each may import (docs/architecture.md, "The layer rule"). Imports use the `#src`, `#db`
 * and `#tests` aliases, so a layer is recognised by its import prefix; `../` is banned everywhere
 * so no import can slip past these patterns. Patterns are regular expressions because the
 * gitignore-style ones read a leading `#` as a comment.
 */
const SERVER_ONLY = '^#(db|src/server|src/tools)/';
const BROWSER_CODE = '^#src/(components|client|pages|layouts)/';

/** @param {string} regex @param {string} message */
const banned = (regex, message) => ({ regex, message });

/** @param {...{ regex: string, message: string, allowTypeImports?: boolean }} patterns @returns {import('eslint').Linter.RuleEntry} */
const layerRule = (...patterns) => [
  'error',
  {
    patterns: [
      banned('^\\.\\./', 'Import through an alias (#src/…, #db/…, #tests/…), not a parent path.'),
      ...patterns,
    ],
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist/',
      // Each build's listing-page renderers, beside its folder (src/server/listing-pages/server-build.ts).
      '*.server/',
      '.data/',
      '.astro/',
      '.netlify/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'db/migrations/',
      // Compiled from messages/*.json by Paraglide (docs/decisions/i18n.md).
      'src/paraglide/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-imports': layerRule(),
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // docs/decisions/interface-behaviour.md, "Forms without JavaScript": a bare form is a GET that
    // puts what was typed into the address before the island runs.
    files: ['src/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXOpeningElement[name.name='form']",
          message: 'Use IslandForm (src/components/ui/IslandForm.tsx): it posts, never a GET.',
        },
        {
          selector: "JSXOpeningElement[name.name='button'] > JSXAttribute[name.name='type'][value.value='submit']",
          message:
            'Use SubmitButton (src/components/ui/IslandForm.tsx): disabled, with its reason, until the island runs.',
        },
      ],
    },
  },
  {
    files: ['src/shared/**', 'src/client/**', 'src/components/**'],
    rules: {
      'no-restricted-imports': layerRule(
        banned(SERVER_ONLY, 'Browser and shared code never imports server-only code (server, db, tools).'),
      ),
    },
  },
  {
    files: ['src/client/**'],
    rules: {
      'no-restricted-imports': layerRule(
        banned(SERVER_ONLY, 'Browser and shared code never imports server-only code (server, db, tools).'),
        banned(
          '^#src/(components|pages|layouts)/',
          'src/client sits below the components: what both need goes in src/client or src/shared.',
        ),
      ),
    },
  },
  {
    // The browser's one view of the server: the API's route types, for the typed client. A type
    // import is erased at build, so no server code reaches a bundle.
    files: ['src/client/api.ts'],
    rules: {
      'no-restricted-imports': layerRule(
        banned(
          '^#(db|src/tools)/|^#src/server/(?!api/app\\.ts$)',
          'Browser and shared code never imports server-only code (server, db, tools).',
        ),
        {
          ...banned('^#src/server/api/app\\.ts$', 'The browser imports only the type AppType from the API.'),
          allowTypeImports: true,
        },
        banned(
          '^#src/(components|pages|layouts)/',
          'src/client sits below the components: what both need goes in src/client or src/shared.',
        ),
      ),
    },
  },
  {
    files: ['src/shared/**'],
    rules: {
      'no-restricted-imports': layerRule(
        banned(SERVER_ONLY, 'Shared code never imports server-only code (server, db, tools).'),
        banned(BROWSER_CODE, 'Shared code is imported by both sides, so it imports neither.'),
      ),
    },
  },
  {
    files: ['src/pages/**', 'src/layouts/**'],
    rules: {
      'no-restricted-imports': layerRule(
        banned(
          '^#(db|src/tools)/|^#src/server/(?!site-data\\.ts$)',
          'Pages read build-time data through #src/server/site-data.ts only.',
        ),
      ),
    },
  },
  {
    files: ['src/server/**', 'netlify/**'],
    rules: {
      'no-restricted-imports': layerRule(
        banned(`${BROWSER_CODE}|^#src/tools/`, 'Server code never imports browser code or development tooling.'),
      ),
    },
  },
  {
    files: ['src/server/api/routes/**'],
    rules: {
      'no-restricted-imports': layerRule(
        banned(`${BROWSER_CODE}|^#src/tools/`, 'Server code never imports browser code or development tooling.'),
        banned('^drizzle-orm(/|$)|^#db/', 'Routes hold no SQL: call a service in src/server/<domain>/.'),
        banned('^#src/server/api/routes/|^\\./', 'A route file never imports another route file.'),
      ),
    },
  },
  {
    files: ['src/server/**'],
    ignores: ['src/server/api/**', 'src/server/serve.ts', 'src/server/dev.ts', 'src/server/runtime.ts'],
    rules: {
      'no-restricted-imports': layerRule(
        banned(`${BROWSER_CODE}|^#src/tools/`, 'Server code never imports browser code or development tooling.'),
        banned('^#src/server/api/|^hono(/|$)', 'Services know nothing of HTTP: return a result, the route maps it.'),
      ),
    },
  },
  {
    files: ['db/**'],
    rules: {
      'no-restricted-imports': layerRule(
        banned(
          `^#src/(server|tools)/|${BROWSER_CODE}`,
          'db/ sits below the server: it imports only db/ and #src/shared.',
        ),
      ),
    },
  },
);
