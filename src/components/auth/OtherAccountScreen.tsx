import { ParaglideMessage } from '@inlang/paraglide-js-react';
import { localHref, type m } from '#src/shared/i18n/messages.ts';
import { withReturnUrl, type AccountScreen } from '#src/shared/return-url.ts';

type SwitchMessage =
  typeof m.auth_new_here_signup | typeof m.auth_have_account_login | typeof m.auth_remembered_back_login;

/**
 * The line under an account form that leads to another account screen ("New here? Create an
 * account"), carrying the page to go back to once the visitor is in.
 */
export function OtherAccountScreen({
  message,
  screen,
  returnUrl,
}: {
  message: SwitchMessage;
  screen: AccountScreen;
  returnUrl: string;
}) {
  return (
    <p className="text-center text-sm text-ink-muted">
      <ParaglideMessage
        message={message}
        markup={{
          link: ({ children }) => (
            <a
              href={localHref(withReturnUrl(screen, returnUrl))}
              className="font-medium text-brand underline-offset-2 hover:underline"
            >
              {children}
            </a>
          ),
        }}
      />
    </p>
  );
}
