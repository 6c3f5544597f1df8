import type { Database } from '#db/client.ts';
import { describeError } from '#src/server/log-error.ts';
import { serverLog } from '#src/server/log.ts';
import {
  buildRunning,
  claimQueuedBuild,
  createSiteBuilds,
  failAbandonedBuilds,
  finishBuild,
  noteRunningBuild,
  requestDailyBuild,
} from './site-builds.ts';

/**
 * Production's builder (docs/decisions/rebuilds.md). A serverless function keeps no timers
 * between calls, so requests wait as a queued row and netlify/functions/rebuild.ts runs this
 * every minute: a build first asked for at least DEBOUNCE_MS ago is taken and Netlify's build
 * hook is called once for every request that joined it meanwhile. The build then stays running
 * until Netlify's deploy notification says how it ended (deploy-notifications.ts), and no other
 * build is taken meanwhile: requests made during it join the one queued build.
 */
export const DEBOUNCE_MS = 60_000;
/** Netlify answers a build hook at once; a hook that has not answered by then is not going to. */
const HOOK_TIMEOUT_MS = 10_000;
/**
 * A build Netlify never reported the end of (a notification lost, or not configured) stops
 * holding up the next one after this: longer than a deploy of the whole site takes.
 */
export const UNREPORTED_AFTER_MS = 30 * 60_000;

export interface BuildHookOptions {
  hookUrl: string | undefined;
  now?: Date;
  debounceMs?: number;
  timeoutMs?: number;
}

/** The run's outcome: nothing due, a build still running, the hook called, or the call failed. */
type BuildHookRun = 'idle' | 'waiting' | 'started' | 'failed';

/** Queues the daily build when due, then takes the build that is due, if any, and calls the hook for it. */
export async function runBuildHook(
  db: Database,
  { hookUrl, now = new Date(), debounceMs = DEBOUNCE_MS, timeoutMs = HOOK_TIMEOUT_MS }: BuildHookOptions,
): Promise<BuildHookRun> {
  await failAbandonedBuilds(
    db,
    new Date(now.getTime() - UNREPORTED_AFTER_MS),
    now,
    `No deploy notification came within ${UNREPORTED_AFTER_MS / 60_000} minutes of the build hook's call, so the next build may start. Check Netlify's deploy log and the site's deploy notifications (docs/decisions/rebuilds.md).`,
  );
  await requestDailyBuild(db, createSiteBuilds(db), { now });
  const build = await claimQueuedBuild(db, new Date(now.getTime() - debounceMs), now);
  if (!build) return (await buildRunning(db)) ? 'waiting' : 'idle';
  const outcome = await callHook(hookUrl && withTitle(hookUrl, build), timeoutMs);
  if (outcome.ok) {
    await noteRunningBuild(db, build.id, outcome.logTail);
    return 'started';
  }
  await finishBuild(db, build.id, outcome);
  serverLog.warn(`[rebuild] build ${build.id} failed: ${outcome.logTail}`);
  return 'failed';
}

/**
 * Netlify shows `trigger_title` as the deploy's message, so its deploy list says why each build
 * ran, and sends it back as the deploy notification's `title`: the build's id in it is how the
 * notification finds the build it ends (deployTitleBuildId).
 */
function withTitle(hookUrl: string, build: { id: string; reason: string; requests: number }): string {
  const url = new URL(hookUrl);
  const more = build.requests > 1 ? ` (and ${build.requests - 1} more change${build.requests > 2 ? 's' : ''})` : '';
  url.searchParams.set('trigger_title', `Rebuild: ${build.reason}${more} [build ${build.id}]`);
  return url.href;
}

/** The site build a deploy's title names, if Netlify built it for our hook (withTitle). */
export function deployTitleBuildId(title: string | null | undefined): string | undefined {
  return /\[build ([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\]$/.exec(title ?? '')?.[1];
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
        logTail: `Build hook accepted (HTTP ${res.status}). Netlify now builds and deploys the site; its progress shows in Netlify's deploy log, and its deploy notification ends this build.`,
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
