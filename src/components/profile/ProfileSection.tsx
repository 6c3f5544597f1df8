import { useId, type ReactNode } from 'react';

/** One titled card of the profile page: the heading and description beside the form. */
export function ProfileSection({
  title,
  description,
  children,
  tone = 'default',
}: {
  title: string;
  description: string;
  children: ReactNode;
  tone?: 'default' | 'danger';
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={`card p-6 sm:p-8 ${tone === 'danger' ? 'border-danger/40' : ''}`}>
      <div className="md:grid md:grid-cols-3 md:gap-8">
        <div>
          <h2 id={headingId} className={`text-lg font-semibold ${tone === 'danger' ? 'text-danger' : 'text-ink'}`}>
            {title}
          </h2>
          <p className="mt-1 text-sm text-ink-muted">{description}</p>
        </div>
        <div className="mt-5 md:col-span-2 md:mt-0">{children}</div>
      </div>
    </section>
  );
}
