import { GOVERNING_LAW, LEGAL_LAST_UPDATED, SITE_NAME, SUPPORT_EMAIL } from '#src/shared/site.ts';
import { Dialog } from '#src/components/ui/Dialog.tsx';
import { formatDate } from '#src/shared/i18n/format.ts';
import { getLocale, localHref, m } from '#src/shared/i18n/messages.ts';

/** The date as the English pages write it, or in the page's language. */
const legalLastUpdated = () =>
  getLocale() === 'fr'
    ? formatDate(LEGAL_LAST_UPDATED.replace(/(\d+)(st|nd|rd|th)/, '$1') + ' UTC')
    : LEGAL_LAST_UPDATED;

export type LegalDocument = 'terms' | 'privacy';

/**
 * Condensed versions of /terms and /privacy, so signing up never loses what was typed; built when
 * shown, in the page's language.
 */
const documents = (): Record<LegalDocument, { title: string; href: string; points: string[] }> => ({
  terms: {
    title: m.legal_terms_title(),
    href: localHref('/terms'),
    points: [
      m.legal_terms_point_directory({ site_name: SITE_NAME }),
      m.legal_terms_point_shared(),
      m.legal_terms_point_owners(),
      m.legal_terms_point_trial(),
      m.legal_terms_point_conduct(),
      m.legal_terms_point_law({ governing_law: getLocale() === 'fr' ? m.legal_governing_law() : GOVERNING_LAW }),
    ],
  },
  privacy: {
    title: m.legal_privacy_title(),
    href: localHref('/privacy'),
    points: [
      m.legal_privacy_point_collect(),
      m.legal_privacy_point_use(),
      m.legal_privacy_point_shared(),
      m.legal_privacy_point_password(),
      m.legal_privacy_point_delete({ support_email: SUPPORT_EMAIL }),
    ],
  },
});

export function LegalSummaryDialog({ document, onClose }: { document: LegalDocument | null; onClose: () => void }) {
  const doc = document ? documents()[document] : null;
  return (
    <Dialog
      open={doc !== null}
      onClose={onClose}
      title={doc?.title ?? ''}
      description={m.auth_last_updated_legal_last({ legal_last_updated: legalLastUpdated() })}
      size="max-w-lg"
    >
      {doc && (
        <>
          <ul className="list-disc space-y-2 pl-5 text-sm leading-6 text-ink-muted">
            {doc.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-between">
            <a
              href={doc.href}
              target="_blank"
              rel="noopener"
              className="text-sm font-medium text-brand underline underline-offset-2"
            >
              {m.auth_read_full_title({ title: doc.title })}
              <span className="sr-only"> {m.common_new_tab()}</span>
            </a>
            <button type="button" className="btn-primary" onClick={onClose}>
              {m.auth_close()}
            </button>
          </div>
        </>
      )}
    </Dialog>
  );
}
