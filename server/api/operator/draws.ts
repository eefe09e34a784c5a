// The draw per track, through the results module (server/draw): commit, run, publish, issue certificates. Each step
// is audited in its own transaction and the winners are told when their win is published.
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/index.ts';
import * as t from '../../db/schema.ts';
import { DrawError, candidatesOf, commitDraw, drawOf, drawStage, issueCertificates, runDraw } from '../../draw/index.ts';
import type { DrawErrorCode } from '../../draw/errors.ts';
import { ApiError } from '../../http/errors.ts';
import { type Lang, type MessageKey, t as msg } from '../../messages.ts';
import { operatorOf } from '../../operators/access.ts';
import { decide } from '../../operators/decide.ts';
import { publishWinners } from '../../operators/publishWinners.ts';
import { publishedCompetitions } from '../common.ts';
import type { Context, Handler, Schemas } from '../context.ts';
import { decideDeps, reasonOf } from './common.ts';


/** Why a step was refused, in the operator's words: the catalogue's text for each code. */
const refusals: Record<DrawErrorCode, MessageKey> = {
  noCompetition: 'drawNoCompetition',
  unknownTrack: 'drawUnknownTrack',
  notEnded: 'drawNotEnded',
  tooLateToAnnounce: 'drawTooLateToAnnounce',
  alreadyAnnounced: 'drawAlreadyAnnounced',
  notAnnounced: 'drawNotAnnounced',
  secretNotAnnounced: 'drawSecretNotAnnounced',
  alreadyCommitted: 'drawAlreadyCommitted',
  notCommitted: 'drawNotCommitted',
  alreadyDrawn: 'drawAlreadyDrawn',
  notDrawn: 'drawNotDrawn',
  alreadyPublished: 'drawAlreadyPublished',
  notPublished: 'drawNotPublished',
  secretRequired: 'drawSecretRequired',
  secretMismatch: 'drawSecretMismatch',
  randomnessUnavailable: 'drawRandomnessUnavailable',
  randomnessInvalid: 'drawRandomnessInvalid',
};

async function drawJson(db: Db | Tx, competitionId: number, track: t.TrackSlug): Promise<Schemas['OperatorDraw']> {
  const draw = await drawOf(db as Db, competitionId, track);
  const [trackRow] = await db.select().from(t.tracks).where(and(eq(t.tracks.competitionId, competitionId), eq(t.tracks.slug, track)));
  const [certs] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(t.certificates)
    .where(and(eq(t.certificates.competitionId, competitionId), eq(t.certificates.track, track)));
  return {
    track,
    stage: draw ? drawStage(draw) : 'none',
    source: draw?.source.kind ?? null,
    candidates: draw?.entries ? draw.entries.length : (await candidatesOf(db as Db, competitionId, track)).length,
    winner_count: draw?.winnerCount ?? trackRow?.winnerCount ?? 0,
    certificates: certs?.n ?? 0,
  };
}

async function drawCompetition(ctx: Context) {
  const { current } = await publishedCompetitions(ctx.db);
  if (!current) throw new ApiError(404, 'noCompetition');
  return current;
}

export const getOperatorDraws: Handler<'getOperatorDraws'> = async (ctx, { lang }) => {
  const competition = await drawCompetition(ctx);
  const list = [];
  for (const track of t.trackSlugs) list.push(await drawJson(ctx.db, competition.id, track));
  return { code: 200, body: { status: 200, message: msg(lang, 'retrieved'), data: [list] } };
};

const refused = (error: DrawError, lang: Lang) =>
  new ApiError(409, 'drawStepRefused', { params: { reason: msg(lang, refusals[error.code]) }, errors: { draw: 'drawStepRefused' } });

export const postOperatorDrawStep: Handler<'postOperatorDrawStep'> = async (ctx, { request, lang }) => {
  const me = operatorOf(request);
  const { track, drawStep } = request.params;
  const competition = await drawCompetition(ctx);
  const secret = reasonOf(request.body?.secret);
  const args = { competitionId: competition.id, track, now: ctx.now() };
  try {
    const json = await decide(decideDeps(ctx), me.id, async ({ tx, audit, notify }) => {
      // The results module's steps take a database; inside this transaction they run on it (nested steps become savepoints).
      const db = tx as unknown as Db;
      const before = await drawJson(tx, competition.id, track);
      let detail: Record<string, unknown> = {};
      if (drawStep === 'commit') {
        const draw = await commitDraw(db, args);
        detail = { list_hash: draw.listHash, entries: draw.entries?.length ?? 0 };
      } else if (drawStep === 'run') {
        const draw = await runDraw(db, { ...args, secret });
        detail = { seed: draw.seed, winners: draw.drawOrder?.slice(0, draw.winnerCount ?? 0) ?? [] };
      } else if (drawStep === 'publish') {
        const { winners } = await publishWinners({ tx, notify }, args);
        detail = { winners };
      } else {
        detail = await issueCertificates(db, args);
      }
      const after = await drawJson(tx, competition.id, track);
      await audit({ action: `draw.${drawStep}`, subjectType: 'draw', subjectId: `${competition.id}/${track}`, before: { ...before }, after: { ...after, ...detail } });
      return after;
    });
    return { code: 200, body: { status: 200, message: msg(lang, 'drawStepTaken'), data: [json] } };
  } catch (error) {
    if (error instanceof DrawError) throw refused(error, lang);
    throw error;
  }
};
