import { paraglideVitePlugin } from '@inlang/paraglide-js';
import { defineConfig } from 'vitest/config';
import { PARAGLIDE_OPTIONS } from './src/shared/i18n/compiler-options.ts';

export default defineConfig({
  // Compiles the message catalogues (messages/*.json) before the tests import them.
  plugins: [paraglideVitePlugin(PARAGLIDE_OPTIONS)],
  test: {
    // Component tests (tests/components) run in happy-dom: each file says so in its first line.
    include: ['tests/unit/**/*.test.ts', 'tests/components/**/*.test.tsx', 'tests/integration/**/*.test.ts'],
    globalSetup: ['tests/support/global-setup.ts'],
    // Cheap password hashes (src/server/auth/password.ts): tests sign up and log in hundreds of times.
    env: { PASSWORD_HASH_COST: 'test' },
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // Two cores: more workers only queue up on the CPU.
    maxWorkers: 2,
  },
});
