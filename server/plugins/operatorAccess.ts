// The console's operations (`operatorBearer` in the contract) check who is calling before anything else is read.
import type { FastifyRequest } from 'fastify';
import type { Context } from '../api/context.ts';
import { authenticateOperator } from '../operators/access.ts';
import { authenticate } from './authentication.ts';
import { inSharedContext } from './sharedContext.ts';

/** What the console's check needs: its tokens, and whether a token is a site user's instead (a 403, not a 401). */
export const operatorAccessOf = (ctx: Context) => ({
  db: ctx.db,
  operatorTokens: ctx.operatorTokens,
  isSiteUser: async (request: FastifyRequest) => {
    const found = await authenticate(ctx, request, false);
    return found !== undefined && found !== 'no-user';
  },
});

/** The `operatorBearer` security handler (server/operators/access.ts): 401 without a console token, 403 for a site user's token or a reviewer off reviewing. */
export const operatorBearer = (access: ReturnType<typeof operatorAccessOf>) => async (request: FastifyRequest) => {
  if (!request.operatorAuth) await authenticateOperator(access, request);
};

export const operatorAccess = inSharedContext<{ access: ReturnType<typeof operatorAccessOf>; operatorSecured: Set<string> }>(
  'operator access',
  async (api, { access, operatorSecured }) => {
    // The console's operations check who is calling before anything else (a body is validated only for an operator).
    api.addHook('onRequest', async (request) => {
      const operationId = request.routeOptions.config.operationId;
      if (operationId && operatorSecured.has(operationId)) await authenticateOperator(access, request);
    });
  },
);
