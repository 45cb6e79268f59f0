import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import importPlugin from 'eslint-plugin-import';
import tseslint from 'typescript-eslint';
import { noImportCycle } from './apps/web/eslint-rules/no-import-cycle.js';

// ---- Boundaries of the server and the shared packages (issue #19) ----
// Test helpers all end in .test-kit.ts (shared ones live in apps/server/src/test-support/).
const testFiles = ['**/*.test.ts', '**/*.test-kit.ts', '**/test-support/**', 'e2e/**', 'bench/**'];
const noTestHelpers = {
  group: ['**/*.test-kit', '**/*.test-kit.ts', '**/test-support/**'],
  message: 'Production code never imports test helpers (*.test-kit.ts, test-support/).',
};
// A module reaches another module through its services, never its repository: the repository is
// the owner's private database code. Relative imports of a sibling module look like
// `../<module>/<file>.repository`; the kernel (apps/server/src/kernel) is outside modules/ and open to all.
const noForeignRepository = {
  regex: '^\\.\\./[^/.][^/]*/[^/]+\\.repository(\\.ts)?$',
  message: "A module never imports another module's repository: call its service, or move the shared query to the kernel.",
};
const serverBoundaries = [
  {
    files: ['apps/server/src/**/*.ts', 'packages/*/src/**/*.ts'],
    plugins: { import: importPlugin },
    settings: {
      'import/extensions': ['.ts'],
      'import/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import/resolver': { node: { extensions: ['.ts', '.js'] } },
    },
    rules: {
      // Runtime cycles, file by file; type-only cycles between folders are checked by scripts/import-cycles.mjs.
      'import/no-cycle': 'error',
      'no-restricted-imports': ['error', { patterns: [noTestHelpers] }],
    },
  },
  {
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: testFiles,
    rules: { 'no-restricted-imports': ['error', { patterns: [noTestHelpers, noForeignRepository] }] },
  },
  { files: testFiles, rules: { 'no-restricted-imports': 'off' } },
];

// ---------- web boundaries (apps/web/src) ----------
// lib/, components/ and i18n/ are shared: they never import features/ or app/. app/ composes
// features; features never import app/. Every feature may read session (the signed-in member)
// and system (the brand's settings); any other feature-to-feature import must be listed here.
const WEB_BASE_FEATURES = ['session', 'system'];
const WEB_FEATURE_IMPORTS = {
  agent: ['agent-contract', 'announcements', 'customer-service', 'member', 'messages', 'wallet'],
  'agent-contract': ['wallet'],
  'agent-application': ['human-check'],
  'bet-records': ['originals', 'wallet'],
  content: ['help'],
  'game-frame': ['wallet'],
  'game-menus': ['games'],
  games: ['game-frame', 'wallet'],
  'live-hosts': ['game-frame', 'games'],
  member: ['wallet'],
  'member-center': ['messages', 'missions', 'rewards'],
  missions: ['wallet'],
  referral: ['member', 'wallet'],
  rewards: ['wallet'],
  messages: ['wallet'],
  originals: ['games', 'wallet'],
  registration: ['captcha', 'human-check'],
  security: ['kyc'],
  session: ['captcha', 'human-check'],
};
const WEB_FEATURES = [
  'agent',
  'agent-contract',
  'agent-application',
  'announcements',
  'app-download',
  'bet-records',
  'captcha',
  'content',
  'customer-service',
  'game-frame',
  'game-menus',
  'games',
  'help',
  'human-check',
  'kyc',
  'live-hosts',
  'member',
  'member-center',
  'messages',
  'missions',
  'feedback',
  'referral',
  'originals',
  'recovery',
  'registration',
  'rewards',
  'security',
  'self-exclusion',
  'session',
  'social',
  'system',
  'wallet',
];
const WEB = 'apps/web/src';
const webBoundaryZones = [
  ...['lib', 'components', 'i18n'].map((shared) => ({
    target: `${WEB}/${shared}`,
    from: [`${WEB}/features`, `${WEB}/app`],
    message: 'Shared code (lib, components, i18n) must not import features or app: move what both need to lib/ or components/.',
  })),
  { target: `${WEB}/features`, from: `${WEB}/app`, message: 'A feature must not import app/: app/ composes features, not the reverse.' },
  ...WEB_FEATURES.map((feature) => ({
    target: `${WEB}/features/${feature}`,
    from: `${WEB}/features`,
    except: [...new Set([feature, ...WEB_BASE_FEATURES, ...(WEB_FEATURE_IMPORTS[feature] ?? [])])].map((allowed) => `./${allowed}`),
    message: `features/${feature} may import only session, system and its entry in WEB_FEATURE_IMPORTS (eslint.config.js); shared pieces belong in lib/ or components/.`,
  })),
];

export default tseslint.config(
  // dist-build-test: scripts/server-build.test.ts builds there, and CI lints while the tests run.
  { ignores: ['**/dist/**', '**/dist-build-test/**', '**/node_modules/**', 'data/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/backoffice/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  // ---------- web boundaries: see WEB_FEATURE_IMPORTS above ----------
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { import: importPlugin, web: { rules: { 'no-import-cycle': noImportCycle } } },
    settings: {
      'import/extensions': ['.ts', '.tsx', '.js'],
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.css'] } },
    },
    rules: {
      'import/no-restricted-paths': ['error', { zones: webBoundaryZones }],
      // Cycles, type imports counted (import/no-cycle would skip `import type`).
      'web/no-import-cycle': ['error', { root: WEB }],
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/*.test', '**/*.test.*', '**/e2e/**'], message: 'Production code must not import tests.' }] },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.test.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  // ---------- back office (apps/backoffice): its own bundle, never the player site's code ----------
  {
    files: ['apps/backoffice/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/web/**', '@panalo/web', '@panalo/web/**'],
              message: 'The back office shares only the contract with the player site.',
            },
            { group: ['@panalo/server', '@panalo/server/**'], message: 'The back office talks to the server over HTTP only.' },
          ],
        },
      ],
    },
  },
  ...serverBoundaries,
);
