import { GOVERNING_LAW, LEGAL_LAST_UPDATED, SITE_NAME, SUPPORT_EMAIL } from '#src/shared/site.ts';
import { Dialog } from '#src/components/ui/Dialog.tsx';

export type LegalDocument = 'terms' | 'privacy';

/** Condensed versions of /terms and /privacy, so signing up never loses what was typed. */
const DOCUMENTS: Record<LegalDocument, { title: string; href: string; points: string[] }> = {
  terms: {
    title: 'Terms of Service',
    href: '/terms',
    points: [
      `${SITE_NAME} is a directory and lead-generation platform. We are not a party to any agreement between you and a warehouse operator.`,
      'Inquiries and quote requests you send may be shared with the listed warehouses so they can answer you.',
      'Listing information comes from owners. We check listings before they are published, but operators are responsible for their accuracy.',
      'Owners who list a facility get an initial trial period; after it, paid listings are billed month-to-month.',
      'Keep your login details to yourself and do not misuse the site, scrape it or post false listings.',
      `These terms are governed by the laws of ${GOVERNING_LAW}.`,
    ],
  },
  privacy: {
    title: 'Privacy Policy',
    href: '/privacy',
    points: [
      'We collect what you give us (account details, inquiries, listings) and basic usage data such as searches and listing views.',
      'We use it to run your account, answer inquiries, connect you with warehouses and improve search.',
      'Inquiries may be shared with the listed warehouses they concern. We do not sell your personal information.',
      'Your password is stored only as a secure hash; sessions use a cookie that ends when you log out.',
      `You can change or delete your account from your profile at any time, or write to ${SUPPORT_EMAIL}.`,
    ],
  },
};

export function LegalSummaryDialog({ document, onClose }: { document: LegalDocument | null; onClose: () => void }) {
  const doc = document ? DOCUMENTS[document] : null;
  return (
    <Dialog
      open={doc !== null}
      onClose={onClose}
      title={doc?.title ?? ''}
      description={`Last updated ${LEGAL_LAST_UPDATED}. A summary of the main points.`}
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
              Read the full {doc.title}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
            <button type="button" className="btn-primary" onClick={onClose}>
              Close
            </button>
          </div>
        </>
      )}
    </Dialog>
  );
}
