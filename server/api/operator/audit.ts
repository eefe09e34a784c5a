// The audit log as the console reads it: newest first, searched across who, what, the subject and the values.
import { desc, eq, sql } from 'drizzle-orm';
import * as t from '../../db/schema.ts';
import { toMeccaString } from '../../../src/domain/meccaTime.ts';
import { t as msg } from '../../messages.ts';
import type { Handler } from '../context.ts';

export const getOperatorAudit: Handler<'getOperatorAudit'> = async (ctx, { request, lang }) => {
  const q = request.query?.q?.trim();
  const page = request.query?.page ?? 1;
  const perPage = request.query?.per_page ?? 20;
  const like = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const where = like
    ? sql`(${t.operators.name} ilike ${like} or ${t.operators.email} ilike ${like} or ${t.auditLog.action} ilike ${like} or ${t.auditLog.subjectType} ilike ${like}
        or ${t.auditLog.subjectId} ilike ${like} or ${t.auditLog.before}::text ilike ${like} or ${t.auditLog.after}::text ilike ${like})`
    : undefined;
  const [total] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(t.auditLog)
    .innerJoin(t.operators, eq(t.operators.id, t.auditLog.operatorId))
    .where(where);
  const rows = await ctx.db
    .select({ a: t.auditLog, name: t.operators.name, email: t.operators.email })
    .from(t.auditLog)
    .innerJoin(t.operators, eq(t.operators.id, t.auditLog.operatorId))
    .where(where)
    .orderBy(desc(t.auditLog.createdAt), desc(t.auditLog.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const data = rows.map(({ a, name, email }) => ({
    id: a.id,
    operator_name: name,
    operator_email: email,
    action: a.action,
    subject_type: a.subjectType,
    subject_id: a.subjectId,
    before: a.before ?? null,
    after: a.after ?? null,
    created_at: toMeccaString(a.createdAt),
  }));
  return { code: 200, body: { status: 200, message: msg(lang, 'retrieved'), data: [data], meta: { total: total?.n ?? 0, page, per_page: perPage } } };
};
