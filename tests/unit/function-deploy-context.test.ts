import { afterEach, describe, expect, it, vi } from 'vitest';
import { startFunction } from '#src/server/serverless.ts';

/**
 * A Netlify function learns its deploy context from the invocation, not from its environment:
 * a deploy preview's API must never open production's database, even where DATABASE_URL is set
 * for every context (docs/decisions/database-connections.md).
 */
describe("a function's database follows the deploy the invocation names", () => {
  afterEach(() => vi.unstubAllEnvs());

  it.each(['deploy-preview', 'branch-deploy'] as const)(
    'a %s without a database of its own refuses to open production’s',
    async (context) => {
      vi.stubEnv('DATABASE_URL', 'postgres://app@production-db.internal:5432/warehouses');
      vi.stubEnv('PREVIEW_DATABASE_URL', '');
      const { database } = startFunction();
      await expect(database({ deploy: { context } })).rejects.toThrow(
        `A ${context} uses a database of its own and never production's: set PREVIEW_DATABASE_URL`,
      );
    },
  );
});
