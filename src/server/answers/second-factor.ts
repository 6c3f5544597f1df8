import type { SignInProviderName } from '#src/shared/api/sign-in-providers.ts';

/** GET /api/second-factor: whether the account has the factor, and how many recovery codes are left. */
export interface SecondFactorStatus {
  enabled: boolean;
  recoveryCodesLeft: number;
  /** Admins must keep it, so the profile offers no way to turn it off. */
  required: boolean;
  /** Whether turning it off can be confirmed with the password (else with a provider re-sign-in). */
  hasPassword: boolean;
  /** The providers this account can re-sign-in with to confirm turning it off. */
  providers: SignInProviderName[];
  /** Whether this session re-signed in with a provider a moment ago. */
  recentlyReauthenticated: boolean;
}

/** POST /api/second-factor/enrolment: what the authenticator app scans or is typed into. */
export interface SecondFactorEnrolment {
  /** The otpauth:// URI the QR code holds. */
  uri: string;
  /** The secret in base32, for typing into an app by hand. */
  secret: string;
  /** The QR code as an SVG path over a square of `size` modules. */
  qr: { size: number; path: string };
}
