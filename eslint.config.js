import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const restricted = (patterns) => ['error', { patterns }];

// The browser app's folders in layers, bottom to top (docs/architecture.md): a folder imports only folders of lower
// layers, never one beside it or above it. main.tsx and App.tsx, at the top, may import any.
const CLIENT_LAYERS = [
  ['i18n'],
  ['themes'],
  ['providers'],
  ['settings'],
  ['components'],
  ['navigation'],
  ['layout'],
  ['portal', 'admin'],
  ['prerender', 'pwa', 'logs-reporter'],
];
const CLIENT_LAYER_MESSAGE = `src/client imports only downwards: ${CLIENT_LAYERS.map((layer) => layer.join(' | ')).join(' → ')} → App.tsx, main.tsx.`;

/** One block per folder and depth, so that `../` climbs exactly to src/client and a nested folder named like a layer is no false alarm. */
function clientLayerBlocks() {
  return CLIENT_LAYERS.flatMap((layer, index) =>
    layer.flatMap((folder) => {
      const above = [...layer.filter((other) => other !== folder), ...CLIENT_LAYERS.slice(index + 1).flat(), 'App', 'main'];
      const names = above.join('|');
      return [1, 2, 3, 4].map((depth) => {
        const regex = `^(?:\\.\\./){${depth}}(?:${names})(?:[/.]|$)`;
        return {
          files: [`src/client/${folder}/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
          rules: {
            // A rule of its own (the TypeScript twin of no-restricted-imports), so it adds to the client-server rule above.
            '@typescript-eslint/no-restricted-imports': ['error', { patterns: [{ regex, message: CLIENT_LAYER_MESSAGE }] }],
            // Lazy imports (`import('…')`), which no-restricted-imports does not see.
            'no-restricted-syntax': ['error', { selector: `ImportExpression[source.value=/${regex.replace(/\//g, '\\/')}/]`, message: CLIENT_LAYER_MESSAGE }],
          },
        };
      });
    }),
  );
}

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['**/server/**', 'node:*'], message: 'The browser app never imports the server or Node APIs.' }],
          // A barrel import reaches every component: vite.config.ts could no longer tell the MUI the first render needs.
          paths: ['@mui/material', '@mui/icons-material'].map((name) => ({ name, message: `Import each component from its own path (${name}/Button).` })),
        },
      ],
    },
  },
  // src/client's folders import one way (layers above; one generated block per folder and depth).
  ...clientLayerBlocks(),
  {
    files: ['src/server/**/*.ts'],
    rules: {
      // Untyped table access lives in one adapter (src/server/db/dynamic.ts), which says so itself.
      '@typescript-eslint/no-explicit-any': 'error',
      'no-restricted-imports': restricted([{ group: ['**/client/**', 'react', 'react-dom'], message: 'The server never imports the browser app.' }]),
    },
  },
  {
    // Kysely's migrations are written against Kysely<any>: each runs on the schema of its own day, not today's.
    files: ['src/server/db/migrations/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['src/domain/**/*.ts'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      'no-restricted-imports': restricted([
        { group: ['**/client/**', '**/server/**', 'react', 'react-dom', 'node:*'], message: 'The domain is pure: no browser, server or Node imports.' },
      ]),
    },
  },
  ...serverFolderRules(),
);

/**
 * Which folder of src/server may import which (issue 15): folders import down, never back up. The rule has a name of
 * its own (@typescript-eslint/no-restricted-imports), so it adds to the server's no-restricted-imports above rather
 * than replacing it. ESLint keeps one set of options per rule and file (the last matching block's), so each folder's
 * block repeats the rules every server file keeps. Patterns are regular expressions over the import's text:
 * `^(\.\./)+name(/|$)` is the server folder or module `name` seen from any depth (src/domain is reached as
 * `../../domain/`, so it never matches a server name).
 */
function serverFolderRules() {
  const features = 'auth|content|dashboard|notifications|preanalysis|publication|resources|saved-queries|settings|subscriptions|system';
  const upTo = (names) => `^(\\.\\./)+(${names})(/|$)`;
  const rule = (patterns) => ({ '@typescript-eslint/no-restricted-imports': restricted(patterns) });
  const composition = { regex: upTo('main|app|api-routes'), message: 'main.ts, app.ts and api-routes.ts compose the server: nothing imports them back.' };
  const everywhere = [
    composition,
    { regex: '(^|/)idp(/|$)', message: 'Only app.ts starts the embedded identity provider (through idp/index); nothing else imports src/server/idp.' },
  ];
  const folder = (name, patterns) => ({ files: [`src/server/${name}/**/*.ts`], rules: rule([...everywhere, ...patterns]) });
  return [
    { files: ['src/server/**/*.ts'], ignores: ['src/server/app.ts', 'src/server/idp/**'], rules: rule(everywhere) },
    {
      files: ['src/server/idp/**/*.ts'],
      rules: rule([
        composition,
        {
          regex: upTo(`${features}|access|audit|documents|errors|logs|plugins|workers`),
          message: 'The identity provider takes only config, db, mail, security and find-above from the server, so it can become a package.',
        },
      ]),
    },
    folder('errors', [
      { regex: '^\\.\\./(?!\\.\\./domain/)', message: 'errors/ is the bottom of the server: it imports the domain and nothing of the server.' },
    ]),
    folder('documents', [
      { regex: '^(\\.\\./)+(?!(errors|domain)/)[^./]', message: 'documents/ holds pure writers: the domain and errors/ only, never resources/ or plugins/.' },
    ]),
    folder('db', [
      { regex: upTo(`${features}|plugins|workers`), message: 'db/ is below the features: it never imports a feature, plugins/ or workers/.' },
      { regex: '^(\\.\\./)+logs/(routes|plugin)$', message: 'db/ may record a log entry (logs/recorder), not import the logs feature.' },
    ]),
  ];
}
