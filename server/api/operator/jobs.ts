// The job queue as administrators see it (issue 32, point 3): recent jobs and their failures (server/queue/queue.ts).
import { toMeccaString } from '../../../src/domain/meccaTime.ts';
import { t as msg } from '../../messages.ts';
import { recentJobs } from '../../queue/queue.ts';
import type { Handler } from '../context.ts';

export const getOperatorJobs: Handler<'getOperatorJobs'> = async (ctx, { request, lang }) => {
  const jobs = await recentJobs(ctx.db, { limit: 100, failedOnly: request.query?.failed_only === true });
  const at = (d: Date | null) => (d ? toMeccaString(d) : null);
  return {
    code: 200,
    body: {
      status: 200,
      message: msg(lang, 'retrieved'),
      data: [
        jobs.map((j) => ({
          id: j.id,
          name: j.name,
          state: j.state,
          retry_count: j.retryCount,
          retry_limit: j.retryLimit,
          created_at: toMeccaString(j.createdOn),
          started_at: at(j.startedOn),
          completed_at: at(j.completedOn),
          error: j.error,
        })),
      ],
    },
  };
};
