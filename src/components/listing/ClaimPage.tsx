import { ParaglideMessage } from '@inlang/paraglide-js-react';
import { useState } from 'react';
import { ApiRequestError, api, read } from '#src/client/api.ts';
import { $session } from '#src/client/session.ts';
import { showToastAfterNavigation } from '#src/client/toast.ts';
import { CLAIM_MESSAGES, CLAIM_STATUS } from '#src/shared/api/claims.ts';
import type { ClaimSummary } from '#src/client/answers.ts';
import { SignInRequired } from '#src/components/auth/SignInRequired.tsx';
import { useIslandStore } from '#src/components/ui/hydration.ts';
import { Icon } from '#src/components/ui/Icon.tsx';
import { Spinner } from '#src/components/ui/Spinner.tsx';
import { useApiQuery } from '#src/components/ui/use-api-query.ts';
import { BuildingIcon, ListingPhoto, ListingPlace, NoticeCard, StatusBadge } from './MyWarehousesParts.tsx';
import { IslandRoot } from '#src/components/ui/IslandRoot.tsx';
import { localHref, m } from '#src/shared/i18n/messages.ts';

type Problem = 'unknown' | 'wrong' | 'owned' | 'limited' | 'failed';
type ClaimProblemState = { problem: Problem; message: string };

/** "/claim/{warehouseId}/{claimToken}" → its two segments; any other shape is a broken link. */
function claimPath(pathname: string): { warehouseId: string; token: string } | null {
  const match = /^\/claim\/([^/]+)\/([^/]+)\/?$/.exec(pathname);
  if (!match) return null;
  try {
    return { warehouseId: decodeURIComponent(match[1]!), token: decodeURIComponent(match[2]!) };
  } catch {
    return null;
  }
}

/** An address that is not a claim link's shape: nothing to ask the server about. */
class BrokenClaimLink extends Error {}

/** The listing the page's claim link is for (read from the address, so only in the browser). */
function readClaimLink() {
  const path = claimPath(window.location.pathname);
  if (!path) return Promise.reject(new BrokenClaimLink('Not a claim link'));
  return read(api.claims[':warehouseId'][':token'].$get({ param: path }));
}

/** The screen an API refusal leads to; the server's sentence says it best when there is one. */
function problemOf(err: unknown): ClaimProblemState {
  if (err instanceof BrokenClaimLink) return { problem: 'wrong', message: m.api_claim_invalid() };
  const status = err instanceof ApiRequestError ? err.status : 0;
  const message = err instanceof ApiRequestError ? err.serverMessage('') : '';
  if (status === CLAIM_STATUS.unknownListing) return { problem: 'unknown', message: m.api_claim_unknown() };
  if (status === CLAIM_STATUS.wrongToken) return { problem: 'wrong', message: m.api_claim_invalid() };
  if (status === CLAIM_STATUS.alreadyOwned)
    return { problem: 'owned', message: message || CLAIM_MESSAGES.alreadyOwned };
  if (status === CLAIM_STATUS.tooMany) return { problem: 'limited', message: message || CLAIM_MESSAGES.tooMany(15) };
  return { problem: 'failed', message: message || m.api_internal_error() };
}

const PROBLEM_TITLES: Record<Problem, () => string> = {
  unknown: m.claim_problem_unknown,
  wrong: m.claim_problem_wrong,
  owned: m.claim_problem_owned,
  limited: m.common_wait_moment,
  failed: m.claim_problem_failed,
};

function ContactLink({ primary = false }: { primary?: boolean }) {
  return (
    <a href={localHref('/contact')} className={`${primary ? 'btn-primary' : 'btn-secondary'} no-underline`}>
      {m.shell_nav_contact()}
    </a>
  );
}

function ClaimProblem({ problem, message }: { problem: Problem; message: string }) {
  const yours = message === CLAIM_MESSAGES.alreadyYours;
  return (
    <NoticeCard
      icon={<Icon name={yours ? 'check' : 'close'} className="h-6 w-6" />}
      tone={problem === 'owned' || problem === 'limited' ? 'brand' : 'danger'}
      title={yours ? m.listing_listing_yours() : PROBLEM_TITLES[problem]()}
      actions={
        problem === 'owned' ? (
          <>
            <a href={localHref('/my-warehouses')} className="btn-primary no-underline">
              {m.listing_go_my_warehouses()}
            </a>
            {!yours && <ContactLink />}
          </>
        ) : problem === 'limited' || problem === 'failed' ? (
          <>
            <button type="button" className="btn-primary" onClick={() => window.location.reload()}>
              {m.ui_try_again()}
            </button>
            <ContactLink />
          </>
        ) : (
          <>
            <ContactLink primary />
            <a href={localHref('/')} className="btn-secondary no-underline">
              {m.listing_home()}
            </a>
          </>
        )
      }
    >
      <p role="alert">{message}</p>
      {problem === 'wrong' && <p>{m.listing_copy_whole_link_from()}</p>}
      {problem === 'owned' && !yours && <p>{m.listing_if_manage_warehouse_did()}</p>}
    </NoticeCard>
  );
}

function ListingSummary({ warehouse }: { warehouse: ClaimSummary }) {
  return (
    <div className="card overflow-hidden">
      <ListingPhoto image={warehouse.image} sizes="(min-width: 640px) 512px, 100vw" className="aspect-[3/1]" />
      <div className="flex flex-wrap items-start justify-between gap-2 p-5">
        <div className="min-w-0">
          <h2 className="text-xl font-semibold break-words text-ink">{warehouse.name}</h2>
          <ListingPlace place={warehouse} />
        </div>
        <StatusBadge status={warehouse.status} />
      </div>
    </div>
  );
}

/**
 * /claim/{warehouseId}/{claimToken}: one static page serves every claim link (the server and
 * Netlify rewrite /claim/* to it), so it reads the id and token from the address. A visitor sees
 * which listing the link is for and is asked to log in, coming back here afterwards.
 */
export function ClaimPage() {
  return (
    <IslandRoot>
      <ClaimPageScreens />
    </IslandRoot>
  );
}

function ClaimPageScreens() {
  const session = useIslandStore($session);
  const { query } = useApiQuery('claim link', readClaimLink, { what: 'the claim link' });
  // A refused claim replaces the listing with the reason.
  const [claimProblem, setClaimProblem] = useState<ClaimProblemState | null>(null);
  const [claiming, setClaiming] = useState(false);

  async function claim() {
    const path = claimPath(window.location.pathname);
    if (!path) return;
    setClaiming(true);
    try {
      const answer = await read(api.claims[':warehouseId'][':token'].$post({ param: path }));
      showToastAfterNavigation({
        title: m.listing_listing_claimed(),
        description: m.listing_now_manage_name({ name: answer.warehouse.name }),
        variant: 'success',
      });
      window.location.assign(localHref('/my-warehouses'));
    } catch (err) {
      setClaiming(false);
      // A 401 signs the browser out (api.ts), which brings back the log-in prompt by itself.
      if (!(err instanceof ApiRequestError && err.status === 401)) setClaimProblem(problemOf(err));
    }
  }

  const problem = claimProblem ?? (query.status === 'error' ? problemOf(query.error) : null);
  if (problem) return <ClaimProblem problem={problem.problem} message={problem.message} />;
  if (query.status !== 'ready') return <Spinner label={m.listing_opening_claim_link()} />;

  const { warehouse } = query.data;
  return (
    <div className="mx-auto max-w-lg space-y-6">
      <ListingSummary warehouse={warehouse} />
      {session.status === 'anonymous' ? (
        <SignInRequired
          title={m.listing_log_claim_name({ name: warehouse.name })}
          text={m.listing_claiming_makes_listing_yours()}
        />
      ) : (
        <NoticeCard
          icon={<BuildingIcon />}
          title={m.listing_warehouse()}
          actions={
            <button
              type="button"
              className="btn-primary"
              disabled={session.status !== 'authenticated' || claiming}
              aria-busy={claiming}
              onClick={claim}
            >
              {claiming ? m.listing_claiming() : m.listing_claim_warehouse()}
            </button>
          }
        >
          <p>
            {session.user ? (
              <ParaglideMessage
                message={m.listing_claim_manage_listing_as}
                inputs={{ username: session.user.username }}
                markup={{ username: ({ children }) => <span className="font-medium text-ink">{children}</span> }}
              />
            ) : (
              m.listing_claim_manage_listing_from()
            )}
          </p>
        </NoticeCard>
      )}
    </div>
  );
}
