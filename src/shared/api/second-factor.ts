/** The second factor's codes and wording (docs/decisions/second-factor.md), for the server and the pages. */
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

export const SECOND_FACTOR_MESSAGES = {
  get adminNeedsFactor() {
    return m.api_2fa_admins_must();
  },
  get wrongCode() {
    return m.api_2fa_wrong_code();
  },
  get codeUsed() {
    return m.api_2fa_code_used();
  },
  get noPendingSignIn() {
    return m.auth_sign_has_expired_please_2();
  },
  get noEnrolment() {
    return m.api_2fa_restart();
  },
  get alreadyEnabled() {
    return m.api_2fa_already_on();
  },
  get notEnabled() {
    return m.api_2fa_not_on();
  },
  get requiredForAdmins() {
    return m.api_2fa_admins_keep();
  },
  get confirmIdentity() {
    return m.api_2fa_reauth();
  },
  tooMany: (minutes: number) => m.api_too_many_codes({ minutes, unit: minuteUnit(minutes) }),
  get disabled() {
    return m.api_2fa_off();
  },
} as const;
