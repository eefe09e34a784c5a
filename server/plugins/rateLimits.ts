// Rate limits per client address (per operation, counted in the database) and the per-account ceilings' defaults.
import rateLimit from '@fastify/rate-limit';
import type { Context } from '../api/context.ts';
import { rateLimitedOperations } from '../api/index.ts';
import { ApiError } from '../http/errors.ts';
import { databaseRateStore } from '../http/rateLimitStore.ts';
import { inSharedContext } from './sharedContext.ts';

/**
 * Per client address and minute (in the database, shared by every process): login, otpSend, otpVerify, complaints, uploads, pdf. Per account, across
 * addresses (in the database): loginPerAccount sign-in attempts per 15 minutes (site and console; a success starts
 * afresh), otpChecksPerAccount code checks per email and code type per 24 hours (on top of 5 per code); each counted
 * for strangers together and for each known device of the account apart (server/auth/knownDevices.ts).
 */
export type RateLimits = Record<'login' | 'otpSend' | 'otpVerify' | 'complaints' | 'uploads' | 'answers' | 'pdf' | 'loginPerAccount' | 'otpChecksPerAccount', number>;
/**
 * answers: first-track answer writes and submits, enough for a contestant changing their mind, not for guessing by script.
 * pdf: certificate PDFs, enough for a holder printing theirs in both languages, not for keeping Chromium busy by script.
 */
export const defaultRateLimits: RateLimits = { login: 10, otpSend: 5, otpVerify: 10, complaints: 5, uploads: 30, answers: 120, pdf: 10, loginPerAccount: 10, otpChecksPerAccount: 10 };

/** An operation's limit, as the route's config (server/api/index.ts names which operations have one). */
export function rateLimitOf(operationId: string, limits: RateLimits): { rateLimit: { max: number; timeWindow: number } } | undefined {
  const limit = rateLimitedOperations[operationId];
  return limit ? { rateLimit: { max: limits[limit], timeWindow: 60_000 } } : undefined;
}

export const rateLimits = inSharedContext<{ ctx: Context }>('rate limits', async (api, { ctx }) => {
  await api.register(rateLimit, {
    global: false,
    // Counted in the database, so that every process on one database shares the counts (server/http/rateLimitStore.ts).
    store: databaseRateStore(ctx.db, ctx.now),
    errorResponseBuilder: (_request, context) => new ApiError(429, 'tooManyRequests', { retryAfter: Math.max(1, Math.ceil(context.ttl / 1000)) }),
  });
});
