/** The second factor's answers and wording (docs/decisions/second-factor.md), for the server and the pages. */
import { m, minuteUnit } from '#src/shared/i18n/messages.ts';
import { DEFAULT_RETURN_URL } from '#src/shared/return-url.ts';

/** The `code` of the 403 every admin API answers an admin who has no second factor yet. */
export const SECOND_FACTOR_REQUIRED = 'SECOND_FACTOR_REQUIRED';

/** Where the profile's second-factor section is, for links that send someone to set it up. */
const SECOND_FACTOR_SECTION = '/profile#two-step-sign-in';

/**
 * The profile's two-step section, opened on the way to `returnUrl`: once the factor is set up and
 * the recovery codes are saved, the profile sends the visitor on there (an admin to the dashboard).
 */
export function secondFactorSetupUrl(returnUrl: string): string {
  const [path, section] = SECOND_FACTOR_SECTION.split('#');
  const query = returnUrl === DEFAULT_RETURN_URL ? '' : `?returnUrl=${encodeURIComponent(returnUrl)}`;
  return `${path}${query}#${section}`;
}

/** How many single-use recovery codes enrolment gives. */
export const RECOVERY_CODE_COUNT = 10;

/** GET /api/second-factor: whether the account has the factor, and how many recovery codes are left. */
export interface SecondFactorStatus {
  enabled: boolean;
  recoveryCodesLeft: number;
  /** Admins must keep it, so the profile offers no way to turn it off. */
  required: boolean;
  /** Whether turning it off can be confirmed with the password (else with a provider re-sign-in). */
  hasPassword: boolean;
  /** The providers this account can re-sign-in with to confirm turning it off. */
  providers: string[];
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

/** POST /api/second-factor/confirm: the recovery codes, shown this once. */
export interface SecondFactorConfirmed {
  recoveryCodes: string[];
}

export const SECOND_FACTOR_MESSAGES = {
  get adminNeedsFactor() {
    return m.api_2fa_admins_must();
  },
  wrongCode: 'That code is not right. Check the time on your phone and try again.',
  codeUsed: 'That code was already used. Wait for the next one.',
  noPendingSignIn: 'Your sign-in has expired. Please log in again.',
  noEnrolment: 'Start the setup again: scan a new QR code.',
  alreadyEnabled: 'Two-step sign-in is already on.',
  notEnabled: 'Two-step sign-in is not on.',
  get requiredForAdmins() {
    return m.api_2fa_admins_keep();
  },
  confirmIdentity: 'Enter your password, or sign in again with your provider first.',
  tooMany: (minutes: number) => m.api_too_many_codes({ minutes, unit: minuteUnit(minutes) }),
  disabled: 'Two-step sign-in is off.',
} as const;
