// Publishing a track's winners, the one way for the console (inside `decide`) and the draw command (`withNotices`):
// the drawn winners are published and each winner is told, in the same transaction.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import * as t from '../db/schema.ts';
import { type Draw, publishDraw } from '../draw/index.ts';
import type { Notifying } from './decide.ts';
import { notices } from './notices.ts';

export async function publishWinners(
  { tx, notify }: Notifying,
  args: { competitionId: number; track: t.TrackSlug; now: Date },
): Promise<{ draw: Draw; winners: number }> {
  // The results module's steps take a database; inside this transaction they run on it (nested steps become savepoints).
  const draw = await publishDraw(tx as unknown as Db, args);
  const winners = await tx.select({ userId: t.winners.userId }).from(t.winners).where(eq(t.winners.drawId, draw.id));
  for (const winner of winners) if (winner.userId !== null) await notify(winner.userId, notices.won(args.track));
  return { draw, winners: winners.length };
}
