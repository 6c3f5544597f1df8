import { lazy, Suspense, useState } from 'react';
import { $session } from '#src/client/session.ts';
import { SignInRequired } from '#src/components/auth/SignInRequired.tsx';
import { api, readSignedIn } from '#src/client/api.ts';
import { useApiQuery } from '#src/components/ui/use-api-query.ts';
import { LoadFailed } from '#src/components/ui/LoadFailed.tsx';
import { Spinner } from '#src/components/ui/Spinner.tsx';
import { DeleteAccountSection } from './DeleteAccountSection.tsx';
import { EmailSection } from './EmailSection.tsx';
import { PasswordSection } from './PasswordSection.tsx';
import type { ProfileUser } from '#src/client/answers.ts';
import { UsernameSection } from './UsernameSection.tsx';
import { useIslandStore } from '#src/components/ui/hydration.ts';
import { IslandRoot } from '#src/components/ui/IslandRoot.tsx';
import { localHref } from '#src/shared/i18n/messages.ts';
import { formatDate } from '#src/shared/i18n/format.ts';
import { m } from '#src/shared/i18n/messages.ts';

// Signed-in only, so a visitor's browser never downloads the security cards' code.
const SecuritySections = lazy(() => import('./SecuritySections.tsx'));

/** "November 26, 2026" / "26 novembre 2026", as every page writes a day. */
const memberSince = (iso: string) => formatDate(iso, 'long');

export function ProfilePage() {
  return (
    <IslandRoot>
      <ProfilePageScreens />
    </IslandRoot>
  );
}

function ProfilePageScreens() {
  const session = useIslandStore($session);
  const { query: loaded } = useApiQuery(session.user?.id ?? null, () => readSignedIn(api.profile.$get()), {
    what: m.profile_profile(),
  });
  // What the sections saved since, which the loaded answer does not know.
  const [edited, setProfile] = useState<ProfileUser | null>(null);
  const profile = edited ?? (loaded.status === 'ready' ? loaded.data.user : null);

  if (session.status === 'anonymous') {
    return <SignInRequired title={m.profile_log_see_profile()} text={m.profile_profile_where_change_username()} />;
  }
  if (loaded.status === 'error') {
    return <LoadFailed what={m.profile_profile_2()} />;
  }
  if (!profile) return <Spinner label={m.profile_loading_profile()} />;

  return (
    <div className="space-y-6">
      <section
        aria-label={m.profile_account_summary()}
        className="card flex flex-col gap-4 p-6 sm:flex-row sm:items-center sm:p-8"
      >
        <div
          className="flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-brand text-xl font-bold text-on-brand"
          aria-hidden="true"
        >
          {profile.username.slice(0, 1).toUpperCase()}
        </div>
        <div className="min-w-0">
          <p className="text-xl font-semibold break-words text-ink">{profile.username}</p>
          <p className="text-sm break-all text-ink-muted">{profile.email}</p>
          <p className="mt-1 text-sm text-ink-muted">
            {m.profile_member_since_member_since({ member_since: memberSince(profile.createdAt) })}
          </p>
        </div>
        <div className="flex gap-2 sm:ml-auto">
          <a href={localHref('/favorites')} className="btn-secondary no-underline">
            {m.shell_nav_favorites()}
          </a>
          <a href={localHref('/my-warehouses')} className="btn-secondary no-underline">
            {m.shell_nav_my_warehouses()}
          </a>
        </div>
      </section>
      <UsernameSection profile={profile} onProfile={setProfile} />
      <EmailSection profile={profile} onProfile={setProfile} />
      <PasswordSection />
      <Suspense fallback={<Spinner label={m.profile_loading_sign_security_settings()} />}>
        <SecuritySections userId={profile.id} />
      </Suspense>
      <DeleteAccountSection />
    </div>
  );
}
