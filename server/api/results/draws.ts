// A track's draw as the public record anyone can check (the steps themselves: server/draw/).
import { and, eq } from 'drizzle-orm';
import * as t from '../../db/schema.ts';
import { drawOf, drawStage } from '../../draw/index.ts';
import { ApiError } from '../../http/errors.ts';
import { toMeccaString } from '../../../src/domain/meccaTime.ts';
import { retrieved, text } from '../common.ts';
import type { Handler, Schemas } from '../context.ts';

const stamp = (date: Date | null) => (date ? toMeccaString(date) : null);

function drawSourceJson(source: t.DrawSource): Schemas['DrawSource'] {
  return source.kind === 'operatorSecret'
    ? { kind: 'operator_secret', commitment: source.commitment }
    : { kind: 'drand', chain_hash: source.chainHash, round: source.round, url: source.url };
}

export const getDraw: Handler<'getDraw'> = async (ctx, { request, lang }) => {
  const { competitionId, track } = request.params;
  const [competition] = await ctx.db.select().from(t.competitions).where(and(eq(t.competitions.id, competitionId), eq(t.competitions.published, true)));
  const draw = competition ? await drawOf(ctx.db, competition.id, track) : undefined;
  if (!competition || !draw) throw new ApiError(404, 'notFound');
  return retrieved(lang, {
    competition_id: competition.id,
    competition_title: text(competition.title, lang),
    track: draw.track,
    label: draw.label,
    stage: drawStage(draw),
    source: drawSourceJson(draw.source),
    announced_at: toMeccaString(draw.announcedAt),
    committed_at: stamp(draw.committedAt),
    entries: draw.entries,
    list_hash: draw.listHash,
    winner_count: draw.winnerCount,
    randomness: draw.randomness,
    randomness_proof: draw.randomnessProof,
    seed: draw.seed,
    order: draw.drawOrder,
    drawn_at: stamp(draw.drawnAt),
    published_at: stamp(draw.publishedAt),
  });
};
