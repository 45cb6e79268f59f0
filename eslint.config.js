import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

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
// Known crossings from before the rule, each to be replaced by a service call or a kernel function.
// Do not add to this list; take files off it as they are fixed.
const foreignRepositoryAllowList = [
  'apps/server/src/modules/deposit/deposit-settlement.service.ts',
  'apps/server/src/modules/deposit/deposit.service.ts',
  'apps/server/src/modules/games/game-launch.service.ts',
  'apps/server/src/modules/games/sandbox-vendor.service.ts',
  'apps/server/src/modules/identity/login-code.service.ts',
  'apps/server/src/modules/identity/social-member.ts',
  'apps/server/src/modules/kyc/kyc-review.service.ts',
  'apps/server/src/modules/kyc/kyc.service.ts',
  'apps/server/src/modules/member-transfer/member-transfer.service.ts',
  'apps/server/src/modules/member/member.service.ts',
  'apps/server/src/modules/member/registration.service.ts',
  'apps/server/src/modules/originals/originals-catalogue.ts',
  'apps/server/src/modules/originals/originals.service.ts',
  'apps/server/src/modules/realtime/session-watch.ts',
  'apps/server/src/modules/recovery/recovery-email.service.ts',
  'apps/server/src/modules/recovery/recovery.service.ts',
  'apps/server/src/modules/restricted/restricted-import.ts',
  'apps/server/src/modules/restricted/restricted.service.ts',
  'apps/server/src/modules/seamless/seamless-call.ts',
  'apps/server/src/modules/seamless/seamless-flags.ts',
  'apps/server/src/modules/session/login-guard.ts',
  'apps/server/src/modules/session/session.repository.ts',
  'apps/server/src/modules/session/session.service.ts',
  'apps/server/src/modules/staff/staff-session.service.ts',
  'apps/server/src/modules/vendor-transfer/vendor-transfer-batch.repository.ts',
  'apps/server/src/modules/vendor-transfer/vendor-transfer.service.ts',
  'apps/server/src/modules/verification/mobile-registration.service.ts',
  'apps/server/src/modules/verification/sms-login.service.ts',
  'apps/server/src/modules/wallet/wallet-history.repository.ts',
  'apps/server/src/modules/wallet/wallet.service.ts',
  'apps/server/src/modules/withdraw/payment-password.service.ts',
  'apps/server/src/modules/withdraw/payout-accounts.service.ts',
  'apps/server/src/modules/withdraw/receipt.service.ts',
  'apps/server/src/modules/withdraw/withdraw-review.service.ts',
  'apps/server/src/modules/withdraw/withdraw.service.ts',
];

const serverBoundaries = [
  {
    files: ['apps/server/src/**/*.ts', 'packages/*/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: ['apps/server/tsconfig.json', 'packages/contract/tsconfig.json'],
        }),
      ],
    },
    rules: {
      // Runtime cycles, file by file; type-only cycles between folders are checked by scripts/import-cycles.mjs.
      'import-x/no-cycle': 'error',
      'no-restricted-imports': ['error', { patterns: [noTestHelpers] }],
    },
  },
  {
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: [...testFiles, ...foreignRepositoryAllowList],
    rules: { 'no-restricted-imports': ['error', { patterns: [noTestHelpers, noForeignRepository] }] },
  },
  { files: testFiles, rules: { 'no-restricted-imports': 'off' } },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'coverage/**'] },
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
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  ...serverBoundaries,
);
