// Console accounts: the first administrator through the setup link, invitations and their acceptance, and an
// administrator's list and changes (role, disabled). Every change is audited with before and after, in its transaction.
import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import { hashPassword } from '../../auth/passwords.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { Tx } from '../../db/index.ts';
import * as t from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import { t as msg } from '../../messages.ts';
import { type Operator, operatorOf } from '../../operators/access.ts';
import { writeAudit } from '../../operators/audit.ts';
import { INVITATION_TTL_MS, activeAdministrators, linkTokenHash, newLinkToken, setupLink, spendSetupToken } from '../../operators/setup.ts';
import { passwordStamp } from '../../operators/tokens.ts';
import { toMeccaString } from '../../../src/domain/meccaTime.ts';
import type { Context, Schemas } from '../context.ts';
import type { Handler } from '../context.ts';
import { operatorJson } from './common.ts';

type AccountStatus = Schemas['OperatorAccountStatus'];

const statusOf = (o: Operator): AccountStatus => (o.disabledAt ? 'disabled' : o.passwordHash ? 'active' : 'invited');

const accountJson = (o: Operator): Schemas['OperatorAccount'] => ({
  id: o.id,
  name: o.name,
  email: o.email,
  role: o.role,
  status: statusOf(o),
  created_at: toMeccaString(o.createdAt),
});

/** What the audit keeps of an account: never its password. */
const audited = (o: Operator) => ({ name: o.name, email: o.email, role: o.role, status: statusOf(o) });

function requireConfirmation(password: string, confirmation: string): void {
  if (password !== confirmation) throw new ApiError(422, 'invalid', { errors: { password_confirmation: 'equalTo' }, params: { other: 'password' } });
}

/** Console accounts are never site accounts (as `npm run operator:create` holds). */
async function refuseSiteEmail(tx: Tx, email: string, status: number): Promise<void> {
  const [siteUser] = await tx.select({ id: t.users.id }).from(t.users).where(sql`lower(${t.users.email}) = lower(${email})`);
  if (siteUser) throw new ApiError(status, 'siteAccountEmail', { errors: { email: 'siteAccountEmail' } });
}

const signedIn = async (ctx: Context, operator: Operator & { passwordHash: string }) => ({
  token: await ctx.operatorTokens.issue(operator.id, passwordStamp(operator.passwordHash)),
  operator: operatorJson(operator),
});

export const operatorSetup: Handler<'operatorSetup'> = async (ctx, { request, lang }) => {
  const b = request.body;
  requireConfirmation(b.password, b.password_confirmation);
  const passwordHash = await hashPassword(b.password);
  const now = ctx.now();
  const created = await ctx.db
    .transaction(async (tx) => {
      if ((await activeAdministrators(tx)) > 0) throw new ApiError(409, 'setupDone', { errors: { token: 'setupDone' } });
      if (!(await spendSetupToken(tx, b.token))) throw new ApiError(403, 'setupLinkInvalid', { errors: { token: 'setupLinkInvalid' } });
      await refuseSiteEmail(tx, b.email, 422);
      const [operator] = await tx.insert(t.operators).values({ email: b.email.trim(), name: b.name.trim(), role: 'administrator', passwordHash, createdAt: now }).returning();
      await writeAudit(tx, { operatorId: operator!.id, action: 'operator.setup', subjectType: 'operator', subjectId: operator!.id, before: null, after: audited(operator!), at: now });
      return operator!;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw new ApiError(422, 'consoleEmailTaken', { errors: { email: 'consoleEmailTaken' } });
      throw error;
    });
  return { code: 201, body: { status: 201, message: msg(lang, 'setupCreated'), data: await signedIn(ctx, { ...created, passwordHash }) } };
};

export const acceptOperatorInvitation: Handler<'acceptOperatorInvitation'> = async (ctx, { request, lang }) => {
  const b = request.body;
  requireConfirmation(b.password, b.password_confirmation);
  const passwordHash = await hashPassword(b.password);
  const now = ctx.now();
  const invalid = new ApiError(403, 'invitationInvalid', { errors: { token: 'invitationInvalid' } });
  const accepted = await ctx.db.transaction(async (tx) => {
    const [invitation] = await tx
      .select()
      .from(t.operatorInvitations)
      .where(and(eq(t.operatorInvitations.tokenHash, linkTokenHash(b.token)), isNull(t.operatorInvitations.usedAt)))
      .for('update');
    if (!invitation || invitation.expiresAt.getTime() <= now.getTime()) throw invalid;
    const [before] = await tx.select().from(t.operators).where(eq(t.operators.id, invitation.operatorId)).for('update');
    // Disabled since, or a password chosen through another link: this one is dead.
    if (!before || before.disabledAt || before.passwordHash) throw invalid;
    await tx.update(t.operatorInvitations).set({ usedAt: now }).where(eq(t.operatorInvitations.id, invitation.id));
    const [after] = await tx.update(t.operators).set({ passwordHash }).where(eq(t.operators.id, before.id)).returning();
    await writeAudit(tx, { operatorId: after!.id, action: 'operator.invitation.accept', subjectType: 'operator', subjectId: after!.id, before: audited(before), after: audited(after!), at: now });
    return after!;
  });
  return { code: 200, body: { status: 200, message: msg(lang, 'invitationAccepted'), data: await signedIn(ctx, { ...accepted, passwordHash }) } };
};

export const getOperatorAccounts: Handler<'getOperatorAccounts'> = async (ctx, { lang }) => {
  const rows = await ctx.db
    .select()
    .from(t.operators)
    .orderBy(sql`case when ${t.operators.role} = 'administrator' then 0 else 1 end`, asc(t.operators.name), asc(t.operators.id));
  return { code: 200, body: { status: 200, message: msg(lang, 'retrieved'), data: [rows.map(accountJson)] } };
};

export const inviteOperator: Handler<'inviteOperator'> = async (ctx, { request, lang }) => {
  const admin = operatorOf(request);
  const b = request.body;
  const email = b.email.trim();
  const name = b.name.trim();
  const now = ctx.now();
  const token = newLinkToken();
  const invited = await ctx.db
    .transaction(async (tx) => {
      await refuseSiteEmail(tx, email, 409);
      const [existing] = await tx.select().from(t.operators).where(sql`lower(${t.operators.email}) = lower(${email})`).for('update');
      // An invitation not accepted yet is sent again (the older link dies); any other console account keeps its e-mail.
      if (existing && (existing.passwordHash || existing.disabledAt)) throw new ApiError(409, 'consoleEmailTaken', { errors: { email: 'consoleEmailTaken' } });
      const [operator] = existing
        ? await tx.update(t.operators).set({ name, role: b.role }).where(eq(t.operators.id, existing.id)).returning()
        : await tx.insert(t.operators).values({ email, name, role: b.role, passwordHash: null, createdAt: now }).returning();
      await tx.update(t.operatorInvitations).set({ usedAt: now }).where(and(eq(t.operatorInvitations.operatorId, operator!.id), isNull(t.operatorInvitations.usedAt)));
      await tx.insert(t.operatorInvitations).values({ operatorId: operator!.id, tokenHash: linkTokenHash(token), invitedBy: admin.id, createdAt: now, expiresAt: new Date(now.getTime() + INVITATION_TTL_MS) });
      await writeAudit(tx, {
        operatorId: admin.id,
        action: existing ? 'operator.reinvite' : 'operator.invite',
        subjectType: 'operator',
        subjectId: operator!.id,
        before: existing ? audited(existing) : null,
        after: audited(operator!),
        at: now,
      });
      return operator!;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw new ApiError(409, 'consoleEmailTaken', { errors: { email: 'consoleEmailTaken' } });
      throw error;
    });
  const link = setupLink(ctx.publicOrigin, 'invitation', token);
  ctx.background('operator invitation mail', () => ctx.mailer.sendOperatorInvitation(invited.email, invited.name, lang, link));
  return { code: 201, body: { status: 201, message: msg(lang, 'invitationSent'), data: [accountJson(invited)] } };
};

export const updateOperatorAccount: Handler<'updateOperatorAccount'> = async (ctx, { request, lang }) => {
  const admin = operatorOf(request);
  const b = request.body;
  const now = ctx.now();
  const updated = await ctx.db.transaction(async (tx) => {
    // Administrators are locked in one order, so two changes that would each leave one administrator cannot both pass.
    await tx.select({ id: t.operators.id }).from(t.operators).where(eq(t.operators.role, 'administrator')).orderBy(asc(t.operators.id)).for('update');
    const [before] = await tx.select().from(t.operators).where(eq(t.operators.id, request.params.operatorId)).for('update');
    if (!before) throw new ApiError(404, 'notFound');
    const role = b.role ?? before.role;
    const disabledAt = b.disabled === undefined ? before.disabledAt : b.disabled ? (before.disabledAt ?? now) : null;
    const wasActiveAdmin = statusOf(before) === 'active' && before.role === 'administrator';
    const staysActiveAdmin = role === 'administrator' && !disabledAt;
    if (wasActiveAdmin && !staysActiveAdmin) {
      const [others] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(t.operators)
        .where(and(eq(t.operators.role, 'administrator'), isNull(t.operators.disabledAt), sql`${t.operators.passwordHash} is not null`, ne(t.operators.id, before.id)));
      if (others!.n === 0) throw new ApiError(409, 'lastAdministrator', { errors: { [b.role !== undefined ? 'role' : 'disabled']: 'lastAdministrator' } });
    }
    const [after] = await tx.update(t.operators).set({ role, disabledAt }).where(eq(t.operators.id, before.id)).returning();
    const action = b.disabled === true && !before.disabledAt ? 'operator.disable' : b.disabled === false && before.disabledAt ? 'operator.enable' : 'operator.update';
    await writeAudit(tx, { operatorId: admin.id, action, subjectType: 'operator', subjectId: before.id, before: audited(before), after: audited(after!), at: now });
    return after!;
  });
  return { code: 200, body: { status: 200, message: msg(lang, 'accountSaved'), data: [accountJson(updated)] } };
};
