import { ParaglideMessage } from '@inlang/paraglide-js-react';
import { useState } from 'react';
import { editListingUrl, warehousePageUrl } from '#src/shared/listing-urls.ts';
import { ApiRequestError, api, read } from '#src/client/api.ts';
import { AVAILABILITY_LINK_MESSAGES, AVAILABILITY_LINK_STATUS } from '#src/shared/api/availability.ts';
import type { AvailabilityLinkListing } from '#src/client/answers.ts';
import { freshnessOf } from '#src/shared/freshness.ts';
import { formatAvailability } from '#src/shared/availability-format.ts';
import { Icon } from '#src/components/ui/Icon.tsx';
import { IslandRoot } from '#src/components/ui/IslandRoot.tsx';
import { Spinner } from '#src/components/ui/Spinner.tsx';
import { useApiQuery } from '#src/components/ui/use-api-query.ts';
import { BuildingIcon, NoticeCard } from './MyWarehousesParts.tsx';
import { localHref, m } from '#src/shared/i18n/messages.ts';

type Problem = 'unknown' | 'used' | 'expired' | 'limited' | 'failed';
type PageState = { status: 'loading' } | { status: 'ready'; listing: AvailabilityLinkListing } | Outcome;
/** What the owner's confirmation came to. */
type Outcome =
  { status: 'confirmed'; listing: AvailabilityLinkListing } | { status: 'problem'; problem: Problem; message: string };

const PROBLEM_TITLES: Record<Problem, () => string> = {
  unknown: m.availability_problem_unknown,
  used: m.availability_problem_used,
  expired: m.availability_problem_expired,
  limited: m.common_wait_moment,
  failed: m.availability_problem_failed,
};

/** The screen an API refusal leads to, picked by its status. */
function problemOf(err: unknown): { problem: Problem; message: string } {
  const status = err instanceof ApiRequestError ? err.status : 0;
  const message = err instanceof ApiRequestError ? err.serverMessage('') : '';
  if (status === AVAILABILITY_LINK_STATUS.unknown)
    return { problem: 'unknown', message: message || AVAILABILITY_LINK_MESSAGES.unknown };
  if (status === AVAILABILITY_LINK_STATUS.used)
    return { problem: 'used', message: message || AVAILABILITY_LINK_MESSAGES.used };
  if (status === AVAILABILITY_LINK_STATUS.expired)
    return { problem: 'expired', message: message || AVAILABILITY_LINK_MESSAGES.expired };
  if (status === AVAILABILITY_LINK_STATUS.tooMany) return { problem: 'limited', message };
  return { problem: 'failed', message: message || m.api_internal_error() };
}

const MyWarehousesLink = ({ primary = false }: { primary?: boolean }) => (
  <a href={localHref('/my-warehouses')} className={`${primary ? 'btn-primary' : 'btn-secondary'} no-underline`}>
    {m.listing_go_my_warehouses()}
  </a>
);

/**
 * /confirm-availability?token=…: the page the monthly e-mail's links open (docs/decisions/freshness.md).
 * Opening it changes nothing, so a mail scanner that follows the link confirms nothing; the one
 * button POSTs the confirmation. The link itself is the authority: no sign-in needed.
 */
export function ConfirmAvailabilityPage() {
  return (
    <IslandRoot>
      <ConfirmAvailabilityScreens />
    </IslandRoot>
  );
}

function ConfirmAvailabilityScreens() {
  // Read from the address only in the browser: the load runs in the hook's effect.
  const token = () => new URLSearchParams(window.location.search).get('token') ?? '';
  const { query } = useApiQuery(
    'availability link',
    () => read(api.availability[':token'].$get({ param: { token: token() || '-' } })),
    { what: 'the confirmation link' },
  );
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [confirming, setConfirming] = useState(false);
  const state: PageState =
    outcome ??
    (query.status === 'ready'
      ? { status: 'ready', listing: query.data.listing }
      : query.status === 'error'
        ? { status: 'problem', ...problemOf(query.error) }
        : query);

  async function confirm() {
    setConfirming(true);
    try {
      const answer = await read(api.availability[':token'].$post({ param: { token: token() } }));
      setOutcome({ status: 'confirmed', listing: answer.listing });
    } catch (err) {
      setOutcome({ status: 'problem', ...problemOf(err) });
    } finally {
      setConfirming(false);
    }
  }

  if (state.status === 'loading') return <Spinner label={m.listing_opening_confirmation_link()} />;
  if (state.status === 'problem') {
    const { problem, message } = state;
    const retry = problem === 'limited' || problem === 'failed';
    return (
      <NoticeCard
        icon={<Icon name={problem === 'used' ? 'check' : 'close'} className="h-6 w-6" />}
        tone={problem === 'used' || problem === 'limited' ? 'brand' : 'danger'}
        title={PROBLEM_TITLES[problem]()}
        actions={
          retry ? (
            <button type="button" className="btn-primary" onClick={() => window.location.reload()}>
              {m.ui_try_again()}
            </button>
          ) : (
            <MyWarehousesLink primary />
          )
        }
      >
        <p role="alert">{message}</p>
      </NoticeCard>
    );
  }

  const { listing } = state;
  const place = `${listing.city}, ${listing.stateProvince}`;
  if (state.status === 'confirmed') {
    return (
      <NoticeCard
        icon={<Icon name="check" className="h-6 w-6" />}
        title={m.listing_availability_confirmed()}
        actions={
          <>
            <MyWarehousesLink primary />
            <a href={warehousePageUrl(listing.id)} className="btn-secondary no-underline">
              {m.listing_view_listing()}
            </a>
          </>
        }
      >
        <p role="status">
          <ParaglideMessage
            message={m.listing_thank_name_now_shows}
            inputs={{ name: listing.name, place }}
            markup={{ name: ({ children }) => <span className="font-medium text-ink">{children}</span> }}
          />
        </p>
      </NoticeCard>
    );
  }
  return (
    <NoticeCard
      icon={<BuildingIcon />}
      title={m.listing_name_still_available({ name: listing.name })}
      actions={
        <>
          <button type="button" className="btn-primary" disabled={confirming} aria-busy={confirming} onClick={confirm}>
            {confirming ? m.listing_confirming() : m.listing_yes_still_available()}
          </button>
          <MyWarehousesLink />
        </>
      }
    >
      <p>
        {place} · {freshnessOf(listing.availabilityConfirmedAt).label}.
      </p>
      <p className="font-medium text-ink" data-availability>
        {formatAvailability(listing)}
      </p>
      <p>
        <ParaglideMessage
          message={m.availability_confirm_if_edit}
          markup={{
            edit: ({ children }) => (
              <a
                href={localHref(editListingUrl(listing.id))}
                className="font-medium text-brand underline underline-offset-2"
              >
                {children}
              </a>
            ),
          }}
        />
      </p>
    </NoticeCard>
  );
}
