import { useStore } from '@nanostores/react';
import { lazy, Suspense } from 'react';
import { $session } from '#src/client/session.ts';
import { SignInRequired } from '#src/components/auth/SignInRequired.tsx';
import { Spinner } from '#src/components/ui/Spinner.tsx';
import { SECOND_FACTOR_MESSAGES, secondFactorSetupUrl } from '#src/shared/api/second-factor.ts';
import { IslandRoot } from '#src/components/ui/IslandRoot.tsx';
import { localHref, m } from '#src/shared/i18n/messages.ts';

// Only an admin's browser downloads the dashboard, so nobody else's learns what it holds.
const Dashboard = lazy(() => import('./Dashboard.tsx'));

/**
 * The page at the admin path: a sign-in prompt for visitors, a plain refusal for signed-in users
 * who are not admins, the dashboard for admins. Neither refusal names the dashboard or its parts.
 */
export function AdminApp() {
  return (
    <IslandRoot>
      <AdminAppScreens />
    </IslandRoot>
  );
}

function AdminAppScreens() {
  const session = useStore($session);
  if (session.status === 'anonymous') {
    return <SignInRequired title={m.admin_log_continue()} text={m.admin_please_log_see_page()} />;
  }
  // A cached admin is not trusted until the server confirms the session.
  if (session.status === 'loading') return <Spinner />;
  if (!session.user.isAdmin) {
    return (
      <div className="card mx-auto max-w-lg p-8 text-center" role="alert">
        <h1 className="text-xl font-semibold text-ink">{m.admin_page_not_available()}</h1>
        <a href={localHref('/')} className="btn-secondary mt-6 no-underline">
          {m.admin_go_home_page()}
        </a>
      </div>
    );
  }
  if (session.user.needsSecondFactor) {
    return (
      <div className="card mx-auto max-w-lg p-8 text-center" role="alert">
        <h1 className="text-xl font-semibold text-ink">{m.admin_set_up_two_step()}</h1>
        <p className="mt-2 text-sm text-ink-muted">{SECOND_FACTOR_MESSAGES.adminNeedsFactor}</p>
        {/* Back to the dashboard once the factor is on and the recovery codes are saved. */}
        <a
          href={secondFactorSetupUrl(window.location.pathname + window.location.search)}
          className="btn-primary mt-6 no-underline"
        >
          {m.profile_set_up_two_step()}
        </a>
      </div>
    );
  }
  return (
    <Suspense fallback={<Spinner />}>
      <Dashboard userId={session.user.id} />
    </Suspense>
  );
}
