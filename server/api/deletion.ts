// A contestant's request to delete their account (issue 30, point 2): recorded once; an administrator carries it out by
// anonymising the account (server/operators/anonymise.ts, server/api/operator/deletions.ts).
import { and, eq, isNull } from 'drizzle-orm';
import * as t from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import { t as msg } from '../messages.ts';
import { requireContestant, userJson } from './common.ts';
import type { Handler } from './context.ts';

export const requestAccountDeletion: Handler<'requestAccountDeletion'> = async (ctx, { user, lang }) => {
  const u = requireContestant(user);
  const [updated] = await ctx.db
    .update(t.users)
    .set({ deletionRequestedAt: ctx.now() })
    .where(and(eq(t.users.id, u.id), isNull(t.users.deletionRequestedAt), isNull(t.users.anonymisedAt)))
    .returning();
  if (!updated) throw new ApiError(409, 'deletionAlreadyRequested', { errors: { action: 'deletionAlreadyRequested' } });
  return { code: 200, body: { status: 200, message: msg(lang, 'deletionRequested'), data: { user: await userJson(ctx, updated) } } };
};
