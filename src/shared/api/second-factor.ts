/** The second factor's codes and wording (docs/decisions/second-factor.md), for the server and the pages. */
import { m, minuteUnit } from '#src/shared/i18n/messages.ts';

/** The `code` of the 403 every admin API answers an admin who has no second factor yet. */
export const SECOND_FACTOR_REQUIRED = 'SECOND_FACTOR_REQUIRED';

/** Where the profile's second-factor section is, for links that send someone to set it up. */
export const SECOND_FACTOR_SECTION = '/profile#two-step-sign-in';

/** How many single-use recovery codes enrolment gives. */
export const RECOVERY_CODE_COUNT = 10;

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
