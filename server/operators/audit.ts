// The audit log: one append-only row per decision, written in the decision's own transaction, so a decision whose
// row cannot be written is not applied either (the database also refuses to change or delete a row: migration 0009).
import type { Db, Tx } from '../db/index.ts';
import * as t from '../db/schema.ts';

export type AuditEntry = {
  operatorId: number;
  action: string;
  subjectType: string;
  subjectId: string | number;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  at: Date;
};

export async function writeAudit(tx: Tx | Db, entry: AuditEntry): Promise<void> {
  await tx.insert(t.auditLog).values({
    operatorId: entry.operatorId,
    action: entry.action,
    subjectType: entry.subjectType,
    subjectId: String(entry.subjectId),
    before: entry.before,
    after: entry.after,
    createdAt: entry.at,
  });
}
