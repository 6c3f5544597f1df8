import { Hono, type Context } from 'hono';
import { CLAIM_MESSAGES, CLAIM_STATUS } from '#src/shared/api/claims.ts';
import { claimParams } from '#src/shared/validation/claims.ts';
import { claimListing, previewClaim, type ClaimOutcome } from '#src/server/listings/claims.ts';
import { RATE_LIMITS } from '#src/server/security/rate-limit-rules.ts';
import type { AppEnv } from '#src/server/api/context.ts';
import { requireUser } from '#src/server/api/guards.ts';
import { ApiError } from '#src/server/api/http.ts';
import { clientIp, enforceRateLimits } from '#src/server/api/rate-limit.ts';

/** /api/claims: claiming an unowned listing with its claim token. */
/**
 * The listing id and token from the path, after the per-IP limit has counted the request: every
 * look, valid or not, counts, so tokens cannot be guessed at speed. A malformed id names no
 * listing and a malformed token is a wrong one, with the same answers as their well-formed kin.
 */
async function claimTarget(c: Context<AppEnv>) {
  await enforceRateLimits(c, RATE_LIMITS.claimPerIp(clientIp(c)));
  const parsed = claimParams.safeParse(c.req.param());
  if (parsed.success) return parsed.data;
  if (parsed.error.issues.some((issue) => issue.path[0] === 'warehouseId')) {
    throw new ApiError(CLAIM_STATUS.unknownListing, CLAIM_MESSAGES.unknownListing);
  }
  throw new ApiError(CLAIM_STATUS.wrongToken, CLAIM_MESSAGES.wrongToken);
}

function refusal(outcome: Exclude<ClaimOutcome, { ok: true }>): ApiError {
  switch (outcome.reason) {
    case 'unknown_listing':
      return new ApiError(CLAIM_STATUS.unknownListing, CLAIM_MESSAGES.unknownListing);
    case 'wrong_token':
      return new ApiError(CLAIM_STATUS.wrongToken, CLAIM_MESSAGES.wrongToken);
    case 'already_owned':
      return new ApiError(
        CLAIM_STATUS.alreadyOwned,
        outcome.yours ? CLAIM_MESSAGES.alreadyYours : CLAIM_MESSAGES.alreadyOwned,
      );
  }
}

export const claimRoutes = new Hono<AppEnv>()
  /** Open to visitors: the claim page names the listing before asking them to log in. */
  .get('/:warehouseId/:token', async (c) => {
    const { warehouseId, token } = await claimTarget(c);
    const preview = await previewClaim(c.var.db, warehouseId, token, c.var.user?.id ?? null);
    if (!preview.ok) throw refusal(preview);
    return c.json({ warehouse: preview.warehouse });
  })
  .post('/:warehouseId/:token', async (c) => {
    const user = requireUser(c);
    const { warehouseId, token } = await claimTarget(c);
    const claimed = await claimListing(c.var, warehouseId, token, user.id);
    if (!claimed.ok) throw refusal(claimed);
    return c.json({ success: true, warehouse: claimed.warehouse });
  });
