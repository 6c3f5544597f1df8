import { api, read } from '#src/client/api.ts';
import { useApiQuery } from '#src/components/ui/use-api-query.ts';
import { QueryView, TabHeading } from './AdminParts.tsx';
import { ListingCard } from './ListingCard.tsx';
import { m } from '#src/shared/i18n/messages.ts';

/** Pending listings oldest first, then listings of any status whose new name waits for approval. */
export function ModerationTab() {
  const { query, reload } = useApiQuery('moderation', () => read(api.admin.moderation.$get()), {
    what: m.admin_moderation_queue(),
  });
  return (
    <QueryView query={query} what={m.admin_moderation_queue()} reload={reload}>
      {(q) => (
        <div className="space-y-8">
          <section>
            <TabHeading title={m.admin_waiting_review_pending_total({ pending_total: q.pendingTotal })}>
              <button type="button" className="btn-secondary" onClick={reload}>
                {m.admin_refresh()}
              </button>
            </TabHeading>
            {q.pending.length === 0 ? (
              <p className="card p-6 text-center text-ink-muted">{m.admin_no_listings_are_waiting()}</p>
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
              <TabHeading title={m.admin_new_names_approve_length({ length: q.pendingNames.length })} />
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
