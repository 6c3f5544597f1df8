/** What the browser may know about the signed-in user (GET /api/user, login, signup). */
export interface SessionUser {
  id: string;
  username: string;
  email: string;
  isAdmin: boolean;
  /**
   * The admin dashboard's path (no slashes), in GET /api/user's answer to admins only: no page
   * or file served to visitors names it (docs/decisions/admin-dashboard.md).
   */
  adminPath?: string;
  /** In GET /api/user's answer to an admin without a second factor: the dashboard sends them to set it up. */
  needsSecondFactor?: boolean;
}

/** The signed-in user's own account, as the profile page shows it (GET /api/profile). */
export interface ProfileUser extends SessionUser {
  emailVerified: boolean;
  /** A new address waiting for its confirmation link, or null. */
  pendingEmail: string | null;
  createdAt: string;
}
