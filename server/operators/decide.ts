// Every decision of the console goes through `decide`: the change, its audit row and the contestant's in-app
// notification in one transaction; the push messages leave only once it has committed (`withNotices`, also used where no
// operator decides, such as the draw command).
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/index.ts';
import * as t from '../db/schema.ts';
import { type AuditEntry, writeAudit } from './audit.ts';
import type { PushSender } from './push.ts';

export type Notice = { title: t.Localized; body: t.Localized; data?: Record<string, string> };

export type Decision = {
  tx: Tx;
  /** Records the decision (who and when are filled in). */
  audit(entry: Omit<AuditEntry, 'operatorId' | 'at'>): Promise<void>;
  /** Tells the contestant: an in-app notification now, a push message after the commit. */
  notify(userId: number, notice: Notice): Promise<void>;
};

/** What sending notices needs: the database, the clock, the push sender, and where work after the commit runs. */
export type NoticeDeps = {
  db: Db;
  now: () => Date;
  push: PushSender;
  background(what: string, task: () => Promise<void>): void;
};

export type DecideDeps = NoticeDeps & {
  /** Tests replace the audit writer to prove that a decision whose audit row fails is not applied. */
  writeAudit?: typeof writeAudit;
};

/** A transaction that tells contestants: each notice an in-app notification in it, a push message once it has committed. */
export type Notifying = Omit<Decision, 'audit'>;

export async function withNotices<T>(deps: NoticeDeps, run: (notifying: Notifying) => Promise<T>): Promise<T> {
  const outgoing: { userId: number; notice: Notice }[] = [];
  const at = deps.now();
  const result = await deps.db.transaction(async (tx) => {
    outgoing.length = 0;
    return run({
      tx,
      async notify(userId, notice) {
        await tx.insert(t.notifications).values({ userId, title: notice.title, body: notice.body, data: notice.data ?? null, createdAt: at });
        outgoing.push({ userId, notice });
      },
    });
  });
  if (outgoing.length) {
    deps.background('send push messages', async () => {
      for (const { userId, notice } of outgoing) {
        // Each message in the contestant's language (users.language); the in-app notification carries both.
        const tokens = await deps.db
          .select({ token: t.fcmTokens.token, language: t.users.language })
          .from(t.fcmTokens)
          .innerJoin(t.users, eq(t.users.id, t.fcmTokens.userId))
          .where(eq(t.fcmTokens.userId, userId));
        await deps.push.send(tokens.map(({ token, language }) => ({ token, title: notice.title[language], body: notice.body[language], data: notice.data ?? {} })));
      }
    });
  }
  return result;
}

export async function decide<T>(deps: DecideDeps, operatorId: number, run: (decision: Decision) => Promise<T>): Promise<T> {
  const at = deps.now();
  const audit = deps.writeAudit ?? writeAudit;
  return withNotices(deps, (notifying) => run({ ...notifying, audit: (entry) => audit(notifying.tx, { ...entry, operatorId, at }) }));
}
