// Deletion requests in the console (issue 30, point 2): administrators see the contestants who asked for their account
// to be deleted, and carry a request out by anonymising the account (server/operators/anonymise.ts), audited.
import { toMeccaString } from '../../../src/domain/meccaTime.ts';
import { t as msg } from '../../messages.ts';
import { operatorOf } from '../../operators/access.ts';
import { anonymiseContestant, pendingDeletionRequests } from '../../operators/anonymise.ts';
import { recordingStore } from '../tracks/recording.ts';
import type { Handler } from '../context.ts';

export const getOperatorDeletionRequests: Handler<'getOperatorDeletionRequests'> = async (ctx, { lang }) => {
  const rows = await pendingDeletionRequests(ctx.db);
  const list = rows.map((r) => ({ user_id: r.id, name: r.name, email: r.email, requested_at: toMeccaString(r.requestedAt!) }));
  return { code: 200, body: { status: 200, message: msg(lang, 'retrieved'), data: [list] } };
};

export const anonymiseOperatorContestant: Handler<'anonymiseOperatorContestant'> = async (ctx, { request, lang }) => {
  const me = operatorOf(request);
  // archive: automatic export before anonymising (wired at merge)
  const result = await anonymiseContestant(ctx.db, recordingStore(ctx), request.params.userId, { operatorId: me.id, at: ctx.now() });
  return { code: 200, body: { status: 200, message: msg(lang, 'contestantAnonymised'), data: [{ user_id: result.userId, pseudonym: result.pseudonym }] } };
};
