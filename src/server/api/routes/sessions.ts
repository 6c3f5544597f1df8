import { Hono } from 'hono';
import type { AccountSessionsAnswer } from '#src/server/answers/sessions.ts';
import { isUuid } from '#src/shared/validation/fields.ts';
import { recordAccountEvent } from '#src/server/auth/account-events.ts';
import { endOtherSessions, endSession, listLiveSessions } from '#src/server/auth/sessions.ts';
import type { AppEnv } from '#src/server/api/context.ts';
import { requireSession, requireUser, signedIn } from '#src/server/api/guards.ts';
import { ApiError } from '#src/server/api/http.ts';
import { m } from '#src/shared/i18n/messages.ts';

const sessionNotFound = () => m.api_session_already_ended();

/** /api/sessions: the signed-in account's live sessions, and ending the others. */
export const sessionRoutes = new Hono<AppEnv>()
  .use(signedIn)
  .get('/', async (c) => {
    const current = requireSession(c);
    const rows = await listLiveSessions(c.var.db, requireUser(c).id);
    const answer: AccountSessionsAnswer = {
      sessions: rows.map((row) => ({
        id: row.id,
        device: row.device,
        place: row.place,
        method: row.method as AccountSessionsAnswer['sessions'][number]['method'],
        createdAt: row.createdAt.toISOString(),
        lastUsedAt: row.lastUsedAt.toISOString(),
        current: row.id === current.id,
      })),
    };
    return c.json(answer);
  })
  /** Ends every session but this one. */
  .post('/end-others', async (c) => {
    const user = requireUser(c);
    const ended = await endOtherSessions(c.var.db, user.id, requireSession(c).id);
    if (ended > 0) await recordAccountEvent(c.var.db, user, 'session.end', { sessions: ended });
    return c.json({ ended });
  })
  .delete('/:id', async (c) => {
    const user = requireUser(c);
    const id = c.req.param('id');
    if (!isUuid(id)) throw new ApiError(404, sessionNotFound());
    if (id === requireSession(c).id) throw new ApiError(400, m.api_session_this_device());
    const ended = await endSession(c.var.db, user.id, id);
    if (!ended) throw new ApiError(404, sessionNotFound());
    await recordAccountEvent(c.var.db, user, 'session.end', { device: ended.device });
    return c.json({ ended: 1 });
  });
