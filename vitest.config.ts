import { paraglideVitePlugin } from '@inlang/paraglide-js';
import { defineConfig } from 'vitest/config';
import { PARAGLIDE_OPTIONS } from './src/shared/i18n/compiler-options.ts';

export default defineConfig({
  // Compiles the message catalogues (messages/*.json) before the tests import them.
  plugins: [paraglideVitePlugin(PARAGLIDE_OPTIONS)],
  test: {
    // Cheap password hashes (src/server/auth/password.ts): tests sign up and log in hundreds of times.
    env: { PASSWORD_HASH_COST: 'test' },
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // Two cores: more workers only queue up on the CPU.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'server',
          include: ['tests/unit/**/*.test.ts', 'tests/integration/**/*.test.ts'],
          globalSetup: ['tests/support/global-setup.ts'],
          // Files share a worker's modules instead of importing the app afresh each: the suite
          // takes half the time (docs/testing.md, "Shared modules"). Each file opens its own
          // database and closes it, and restores any clock or variable it changes.
          isolate: false,
        },
      },
      {
        // In happy-dom (each file says so in its first line), each file on its own: they mock
        // modules and stub browser globals.
        test: { name: 'components', include: ['tests/components/**/*.test.tsx'] },
      },
    ],
  },
});
