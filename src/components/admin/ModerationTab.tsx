import { api, read } from '#src/client/api.ts';
import { useApiQuery } from '#src/components/ui/use-api-query.ts';
import { QueryView, TabHeading } from './AdminParts.tsx';
import { ListingCard } from './ListingCard.tsx';

/** Pending listings oldest first, then listings of any status whose new name waits for approval. */
export function ModerationTab() {
  const { query, reload } = useApiQuery('moderation', () => read(api.admin.moderation.$get()), {
    what: 'the moderation queue',
  });
  return (
    <QueryView query={query} what="the moderation queue" reload={reload}>
      {(q) => (
        <div className="space-y-8">
          <section>
            <TabHeading title={`Waiting for review (${q.pendingTotal})`}>
              <button type="button" className="btn-secondary" onClick={reload}>
                Refresh
              </button>
            </TabHeading>
            {q.pending.length === 0 ? (
              <p className="card p-6 text-center text-ink-muted">No listings are waiting for review.</p>
            ) : (
              <ul className="space-y-6">
                {q.pending.map((item) => (
                  <li key={`${item.id}-${item.updatedAt}`}>
                    <ListingCard listing={item} ageDays={item.ageDays} onGone={reload} />
                  </li>
                ))}
              </ul>
            )}
          </section>
          {q.pendingNames.length > 0 && (
            <section>
              <TabHeading title={`New names to approve (${q.pendingNames.length})`} />
              <ul className="space-y-6">
                {q.pendingNames.map((item) => (
                  <li key={`${item.id}-${item.updatedAt}`}>
                    <ListingCard listing={item} onGone={reload} onChanged={(l) => !l.pendingName && reload()} />
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
      )}
    </QueryView>
  );
}
