// "Known devices": a browser that has signed in to an account before carries a signed, httpOnly cookie naming that
// account, scoped to the sign-in calls. Strangers' failures are counted against the account as a whole; the owner's
// device is counted on its own, so a stranger guessing cannot lock the owner out (server/README.md, Rate limits).
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { TokenService } from './tokens.ts';

const DEVICE_SECONDS = 365 * 24 * 60 * 60;

export class KnownDevices {
  private readonly tokens: TokenService;

  constructor(
    jwtSecret: string,
    now: () => Date,
    /** The cookie's name and the path it is sent to (only the calls that sign in or check codes). */
    private readonly cookie: { name: string; path: string },
  ) {
    // A key of its own, derived from JWT_SECRET: a device cookie is never a session token, nor one side's the other's.
    this.tokens = new TokenService(createHash('sha256').update(`known-device:${cookie.name}:${jwtSecret}`).digest('hex'), now, DEVICE_SECONDS);
  }

  /**
   * The device's id when the request carries this account's cookie, valid, unexpired and issued no earlier than
   * `validAfter` (a password reset: a device that knew only the old password is a stranger again); otherwise undefined.
   */
  async deviceOf(request: FastifyRequest, accountId: number, validAfter?: Date | null): Promise<string | undefined> {
    const prefix = `${this.cookie.name}=`;
    const raw = request.headers.cookie?.split(';').map((c) => c.trim()).find((c) => c.startsWith(prefix))?.slice(prefix.length);
    if (!raw) return undefined;
    const claims = await this.tokens.verify(raw);
    if (claims?.userId !== accountId || (validAfter && claims.issuedAt.getTime() < validAfter.getTime())) return undefined;
    return claims.jti;
  }

  /** Marks the browser as a known device of the account (a fresh cookie at every successful sign-in). */
  async remember(request: FastifyRequest, reply: FastifyReply, accountId: number): Promise<void> {
    const value = await this.tokens.issue(accountId);
    const secure = request.protocol === 'https' ? '; Secure' : '';
    reply.header('set-cookie', `${this.cookie.name}=${value}; Path=${this.cookie.path}; Max-Age=${DEVICE_SECONDS}; HttpOnly; SameSite=Strict${secure}`);
  }
}
