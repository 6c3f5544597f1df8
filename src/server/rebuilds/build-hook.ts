import type { Database } from '#db/client.ts';
import { describeError } from '#src/server/log-error.ts';
import { serverLog } from '#src/server/log.ts';
import { claimQueuedBuild, failAbandonedBuilds, finishBuild } from './site-builds.ts';

/**
 * Production's builder (docs/decisions/rebuilds.md). A serverless function keeps no timers
 * between calls, so requests wait as a queued row and netlify/functions/rebuild.ts runs this
 * every minute: a build first asked for at least DEBOUNCE_MS ago is taken and Netlify's build
 * hook is called once for every request that joined it meanwhile.
 */
export const DEBOUNCE_MS = 60_000;
/** Netlify answers a build hook at once; a hook that has not answered by then is not going to. */
const HOOK_TIMEOUT_MS = 10_000;
/** Far longer than a hook call: a build still running after this was left by a function that died. */
const ABANDONED_AFTER_MS = 10 * 60_000;

export interface BuildHookOptions {
  hookUrl: string | undefined;
  now?: Date;
  debounceMs?: number;
  timeoutMs?: number;
}

/** Takes the build that is due, if any, and calls the hook for it. Returns what became of it. */
export async function runBuildHook(
  db: Database,
  { hookUrl, now = new Date(), debounceMs = DEBOUNCE_MS, timeoutMs = HOOK_TIMEOUT_MS }: BuildHookOptions,
): Promise<'idle' | 'done' | 'failed'> {
  await failAbandonedBuilds(db, new Date(now.getTime() - ABANDONED_AFTER_MS), now);
  const build = await claimQueuedBuild(db, new Date(now.getTime() - debounceMs), now);
  if (!build) return 'idle';
  const outcome = await callHook(hookUrl && withTitle(hookUrl, build), timeoutMs);
  await finishBuild(db, build.id, outcome);
  if (!outcome.ok) serverLog.warn(`[rebuild] build ${build.id} failed: ${outcome.logTail}`);
  return outcome.ok ? 'done' : 'failed';
}

/** Netlify shows `trigger_title` as the deploy's message, so its deploy list says why each build ran. */
function withTitle(hookUrl: string, build: { reason: string; requests: number }): string {
  const url = new URL(hookUrl);
  const more = build.requests > 1 ? ` (and ${build.requests - 1} more change${build.requests > 2 ? 's' : ''})` : '';
  url.searchParams.set('trigger_title', `Rebuild: ${build.reason}${more}`);
  return url.href;
}

async function callHook(hookUrl: string | undefined, timeoutMs: number): Promise<{ ok: boolean; logTail: string }> {
  if (!hookUrl) {
    return {
      ok: false,
      logTail:
        'NETLIFY_BUILD_HOOK_URL is not set, so the site cannot be rebuilt. Create a build hook (Netlify: Site configuration > Build & deploy > Build hooks) and set its URL as NETLIFY_BUILD_HOOK_URL.',
    };
  }
  // The hook's URL is a credential (anyone holding it can start builds): the log names its host only.
  const host = new URL(hookUrl).host;
  try {
    const res = await fetch(hookUrl, { method: 'POST', body: '{}', signal: AbortSignal.timeout(timeoutMs) });
    const body = (await res.text()).slice(0, 500);
    if (res.ok) {
      return {
        ok: true,
        logTail: `Build hook accepted (HTTP ${res.status}). Netlify now builds and deploys the site; its progress shows in Netlify's deploy log.`,
      };
    }
    return { ok: false, logTail: `The build hook at ${host} answered HTTP ${res.status}: ${body || '(no body)'}` };
  } catch (err) {
    const reason =
      err instanceof Error && err.name === 'TimeoutError'
        ? `no answer within ${timeoutMs / 1000} s`
        : describeError(err);
    return { ok: false, logTail: `The build hook at ${host} could not be reached (${reason}).` };
  }
}
