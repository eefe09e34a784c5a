// The current competition's candidates per track: who the draw's eligible list is made of (server/draw/eligibility.ts).
import { candidatesOf } from '../../draw/eligibility.ts';
import { ApiError } from '../../http/errors.ts';
import { t as msg } from '../../messages.ts';
import { mediaUrl, publishedCompetitions } from '../common.ts';
import type { Handler } from '../context.ts';

export const getCandidates: Handler<'getCandidates'> = async (ctx, { request, lang }) => {
  const { current } = await publishedCompetitions(ctx.db);
  if (!current) throw new ApiError(404, 'noCompetition');
  const { q, page = 1, per_page: perPage = 20 } = request.query ?? {};
  const needle = q?.trim().toLocaleLowerCase();
  const all = (await candidatesOf(ctx.db, current.id, request.params.track)).filter((c) => !needle || c.name.toLocaleLowerCase().includes(needle));
  const list = all.slice((page - 1) * perPage, page * perPage).map((c) => ({
    id: c.userId,
    name: c.name,
    country: c.country,
    thumbnail: c.thumbnail ? mediaUrl('thumbnails', c.thumbnail) : null,
    gender: c.gender,
    entry_id: c.entryId,
  }));
  return { code: 200, body: { status: 200, message: msg(lang, 'retrieved'), data: [list], meta: { total: all.length, page, per_page: perPage } } };
};
