// Deletion requests in the console (issue 30, point 2): administrators see the contestants who asked for their account
// to be deleted, and carry a request out by anonymising the account (server/operators/anonymise.ts), audited.
import { toMeccaString } from '../../../src/domain/meccaTime.ts';
import { t as msg } from '../../messages.ts';
import { operatorOf } from '../../operators/access.ts';
import { anonymiseContestant, pendingDeletionRequests } from '../../operators/anonymise.ts';
import { exportBeforeDestructive } from '../../archive/index.ts';
import type { Handler } from '../context.ts';

export const getOperatorDeletionRequests: Handler<'getOperatorDeletionRequests'> = async (ctx, { lang }) => {
  const rows = await pendingDeletionRequests(ctx.db);
  const list = rows.map((r) => ({ user_id: r.id, name: r.name, email: r.email, requested_at: toMeccaString(r.requestedAt!) }));
  return { code: 200, body: { status: 200, message: msg(lang, 'retrieved'), data: [list] } };
};

export const anonymiseOperatorContestant: Handler<'anonymiseOperatorContestant'> = async (ctx, { request, lang }) => {
  const me = operatorOf(request);
  // An automatic archive of the whole site first (server/archive): if it cannot be written, nothing is anonymised.
  await exportBeforeDestructive(ctx.db, ctx.store, { action: 'anonymise-contestant', now: ctx.now() });
  const result = await anonymiseContestant(ctx.db, ctx.store, request.params.userId, { operatorId: me.id, at: ctx.now() });
  return { code: 200, body: { status: 200, message: msg(lang, 'contestantAnonymised'), data: [{ user_id: result.userId, pseudonym: result.pseudonym }] } };
};
