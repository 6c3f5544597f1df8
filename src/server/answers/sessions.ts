/** GET /api/sessions: the account's live sessions, as the profile lists them. */
interface AccountSession {
  id: string;
  /** "Firefox on Windows", or null when the browser did not say. */
  device: string | null;
  /** "Toronto, Canada" from the host's geolocation headers, or null where it sends none. */
  place: string | null;
  method: 'password' | 'google' | 'microsoft';
  createdAt: string;
  lastUsedAt: string;
  current: boolean;
}

export interface AccountSessionsAnswer {
  sessions: AccountSession[];
}
