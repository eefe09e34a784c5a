// Console roles (issue 29, points 2 and 3): one permission table decides every operator call, generated into a matrix of
// each role × each operatorBearer operation of the contract; the first-run setup link works once; invitations, role
// changes and disabling are audited, and the console always keeps an active administrator.
import { readFileSync } from 'node:fs';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { apiDocumentPath } from '../../server/app.ts';
import { createOperator } from '../../server/commands/operatorCreate.ts';
import * as t from '../../server/db/schema.ts';
import { prepareContent } from '../../server/db/startup.ts';
import { can, permissions, permittedActions } from '../../server/operators/permissions.ts';
import { issueSetupLink } from '../../server/operators/setup.ts';
import { bearer, body, demo, engines, startTestServer, type TestServer } from './harness.ts';

type Op = { method: string; path: string; operationId: string; hasBody: boolean; secured: boolean };

/** Every operation tagged Operator in the contract, with its path parameters filled in and whether operatorBearer guards it. */
function operatorOperations(): Op[] {
  const doc = parseYaml(readFileSync(apiDocumentPath, 'utf8')) as {
    paths: Record<string, Record<string, { operationId: string; tags?: string[]; requestBody?: object; security?: Record<string, unknown>[] }>>;
  };
  const ops: Op[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      const secured = (op.security ?? []).some((s) => 'operatorBearer' in s);
      if (!op.tags?.includes('Operator') && !secured) continue;
      const filled = path.replace('{reviewKind}', 'second').replace('{track}', 'second').replace('{drawStep}', 'commit').replace(/\{[A-Za-z]+\}/g, '999999');
      ops.push({ method: method.toUpperCase(), path: `/api/v1${filled}`, operationId: op.operationId, hasBody: op.requestBody !== undefined, secured });
    }
  }
  return ops;
}

const roles = t.operatorRoles;
const origin = 'https://competition.example.org';
const tokenOf = (link: string, kind: 'token' | 'invitation') => new URL(link).hash.replace(`#${kind}=`, '');
const strong = 'a-long-password-2026';

describe('the permission table', () => {
  it('names every operatorBearer operation of the contract, and nothing else', () => {
    const secured = operatorOperations()
      .filter((op) => op.secured)
      .map((op) => op.operationId)
      .sort();
    expect(Object.keys(permissions).sort()).toEqual(secured);
  });

  it('gives an administrator everything an operator has, a reviewer only reviewing, finance its session and the prize requests', () => {
    for (const action of permittedActions('operator')) expect(can('administrator', action), action).toBe(true);
    expect(permittedActions('reviewer')).toEqual(['getOperatorMe', 'operatorLogout', 'getOperatorReviewQueue', 'getOperatorReviewItem', 'postOperatorReview', 'getOperatorRecordingAudio']);
    expect(permittedActions('finance')).toEqual(['getOperatorMe', 'operatorLogout', 'getOperatorPrizeRequests', 'decideOperatorPrizeRequest', 'exportOperatorPrizeRequests']);
    // Administrators read the prize requests (the IBANs masked); only finance takes their steps.
    expect(roles.filter((role) => can(role, 'getOperatorPrizeRequests'))).toEqual(['administrator', 'finance']);
    expect(roles.filter((role) => can(role, 'decideOperatorPrizeRequest'))).toEqual(['finance']);
    for (const action of ['getOperatorAccounts', 'inviteOperator', 'updateOperatorAccount']) {
      expect(roles.filter((role) => can(role, action))).toEqual(['administrator']);
    }
    expect(can('administrator', 'noSuchOperation')).toBe(false);
  });
});

describe.each(engines)('console roles on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
  }, 240_000);
  afterAll(async () => {
    await server?.close();
  });

  const signIn = async (email: string, password: string) => {
    const res = await server.request({ method: 'POST', url: '/api/v1/operator/auth/login', payload: { email, password } });
    expect(res.statusCode, res.body).toBe(200);
    return body(res).data.token as string;
  };

  it('decides every role × every operator call by the table: allowed is never 403, refused is 403 with the errors envelope', async () => {
    await createOperator(server.database.db, { email: 'finance@example.org', role: 'finance', name: 'Finance', password: strong });
    const accounts: Record<t.OperatorRole, { email: string; password: string }> = {
      administrator: { email: 'admin@example.com', password: 'Admin#2026-demo' },
      operator: { email: 'operator@example.com', password: 'Operator#2026' },
      reviewer: { email: 'reviewer1@example.com', password: 'Reviewer1#2026' },
      finance: { email: 'finance@example.org', password: strong },
    };
    // Signing out revokes the token: it comes last.
    const ops = operatorOperations()
      .filter((op) => op.secured)
      .sort((a, b) => Number(a.operationId === 'operatorLogout') - Number(b.operationId === 'operatorLogout'));
    expect(ops.length).toBe(Object.keys(permissions).length);
    for (const role of roles) {
      const token = await signIn(accounts[role].email, accounts[role].password);
      const me = body(await server.request({ method: 'GET', url: '/api/v1/operator/auth/me', headers: bearer(token) })).data;
      expect(me.role).toBe(role);
      expect(me.permissions).toEqual(permittedActions(role));
      for (const op of ops) {
        const res = await server.request({ method: op.method as 'GET', url: op.path, headers: bearer(token), ...(op.hasBody ? { payload: {} } : {}) });
        if (can(role, op.operationId)) {
          expect(res.statusCode, `${role} → ${op.operationId}: ${res.body}`).not.toBe(403);
          expect(res.statusCode, `${role} → ${op.operationId}: ${res.body}`).toBeLessThan(500);
        } else {
          expect(res.statusCode, `${role} → ${op.operationId}`).toBe(403);
          const refused = body(res);
          expect(refused.status).toBe(403);
          expect(refused.errors?.role?.[0], `${role} → ${op.operationId}`).toBe(refused.message);
        }
      }
    }
  });

  it('invites an account that chooses its password through a one-time link, audited before and after', async () => {
    const admin = await signIn('admin@example.com', 'Admin#2026-demo');
    const invite = await server.request({
      method: 'POST',
      url: '/api/v1/operator/accounts',
      headers: { ...bearer(admin), 'accept-language': 'en' },
      payload: { name: 'Khalid Al-Mutairi', email: 'khalid@association.example.org', role: 'operator' },
    });
    expect(invite.statusCode, invite.body).toBe(201);
    const account = body(invite).data[0];
    expect(account).toMatchObject({ email: 'khalid@association.example.org', role: 'operator', status: 'invited' });
    const mail = server.invitations.at(-1)!;
    expect(mail.email).toBe('khalid@association.example.org');
    expect(mail.link).toMatch(/^http:\/\/localhost:\d+\/operator\/setup#invitation=[A-Za-z0-9_-]{43}$/);
    // No password yet: it cannot sign in.
    expect((await server.request({ method: 'POST', url: '/api/v1/operator/auth/login', payload: { email: 'khalid@association.example.org', password: strong } })).statusCode).toBe(401);

    const accept = (token: string, password = strong) =>
      server.request({ method: 'POST', url: '/api/v1/operator/invitations/accept', payload: { token, password, password_confirmation: password } });
    const wrong = await accept('x'.repeat(43));
    expect(wrong.statusCode).toBe(403);
    expect(body(wrong).errors?.token).toHaveLength(1);
    expect((await accept(tokenOf(mail.link, 'invitation'), 'short')).statusCode).toBe(422);
    const accepted = await accept(tokenOf(mail.link, 'invitation'));
    expect(accepted.statusCode, accepted.body).toBe(200);
    const token = body(accepted).data.token as string;
    expect(body(await server.request({ method: 'GET', url: '/api/v1/operator/auth/me', headers: bearer(token) })).data.role).toBe('operator');
    // Once.
    expect((await accept(tokenOf(mail.link, 'invitation'))).statusCode).toBe(403);
    await signIn('khalid@association.example.org', strong);

    const audit = await server.database.db.select().from(t.auditLog).where(and(eq(t.auditLog.subjectType, 'operator'), eq(t.auditLog.subjectId, String(account.id)))).orderBy(asc(t.auditLog.id));
    expect(audit.map((row) => [row.action, row.before?.status ?? null, row.after?.status])).toEqual([
      ['operator.invite', null, 'invited'],
      ['operator.invitation.accept', 'invited', 'active'],
    ]);
    expect(JSON.stringify(audit)).not.toContain('password');

    // An e-mail already in the console, or a site account's, is refused; an expired invitation's link is dead.
    const again = await server.request({ method: 'POST', url: '/api/v1/operator/accounts', headers: bearer(admin), payload: { name: 'Khalid', email: 'KHALID@association.example.org', role: 'reviewer' } });
    expect(again.statusCode).toBe(409);
    expect(body(again).errors?.email).toHaveLength(1);
    const site = await server.request({ method: 'POST', url: '/api/v1/operator/accounts', headers: bearer(admin), payload: { name: 'Contestant', email: demo.contestant.email, role: 'reviewer' } });
    expect(site.statusCode).toBe(409);
    await server.request({ method: 'POST', url: '/api/v1/operator/accounts', headers: bearer(admin), payload: { name: 'Late', email: 'late@association.example.org', role: 'reviewer' } });
    const first = server.invitations.at(-1)!;
    // Inviting again sends a new link; the first one dies.
    await server.request({ method: 'POST', url: '/api/v1/operator/accounts', headers: bearer(admin), payload: { name: 'Late Two', email: 'late@association.example.org', role: 'finance' } });
    const second = server.invitations.at(-1)!;
    expect(second.link).not.toBe(first.link);
    expect((await accept(tokenOf(first.link, 'invitation'))).statusCode).toBe(403);
    server.clock.advance(8 * 24 * 3600 * 1000);
    expect((await accept(tokenOf(second.link, 'invitation'))).statusCode).toBe(403);
  });

  it('changes roles and disables accounts (signed out at once), never leaving the console without an active administrator', async () => {
    const admin = await signIn('admin@example.com', 'Admin#2026-demo');
    const list = body(await server.request({ method: 'GET', url: '/api/v1/operator/accounts', headers: bearer(admin) })).data[0] as { id: number; email: string; role: string; status: string }[];
    expect(list[0]!.role).toBe('administrator');
    const me = list.find((a) => a.email === 'admin@example.com')!;
    const operator = list.find((a) => a.email === 'operator@example.com')!;
    const patch = (id: number, payload: object, token = admin) => server.request({ method: 'PATCH', url: `/api/v1/operator/accounts/${id}`, headers: bearer(token), payload });

    // The only active administrator can neither step down nor be disabled.
    for (const payload of [{ disabled: true }, { role: 'operator' }]) {
      const refused = await patch(me.id, payload);
      expect(refused.statusCode).toBe(409);
      expect(Object.keys(body(refused).errors ?? {})).toEqual([Object.keys(payload)[0]]);
    }
    expect((await patch(me.id, {})).statusCode).toBe(422);
    expect((await patch(999999, { disabled: true })).statusCode).toBe(404);

    const operatorToken = await signIn('operator@example.com', 'Operator#2026');
    const disabled = await patch(operator.id, { disabled: true });
    expect(body(disabled).data[0].status).toBe('disabled');
    expect((await server.request({ method: 'GET', url: '/api/v1/operator/auth/me', headers: bearer(operatorToken) })).statusCode).toBe(401);
    expect((await server.request({ method: 'POST', url: '/api/v1/operator/auth/login', payload: { email: 'operator@example.com', password: 'Operator#2026' } })).statusCode).toBe(401);
    expect(body(await patch(operator.id, { disabled: false })).data[0].status).toBe('active');

    // With a second administrator the first may step down; the table then refuses them the accounts.
    expect(body(await patch(operator.id, { role: 'administrator' })).data[0].role).toBe('administrator');
    const stepped = await patch(me.id, { role: 'operator' });
    expect(stepped.statusCode).toBe(200);
    expect((await server.request({ method: 'GET', url: '/api/v1/operator/accounts', headers: bearer(admin) })).statusCode).toBe(403);
    const newAdmin = await signIn('operator@example.com', 'Operator#2026');
    expect((await patch(operator.id, { disabled: true }, newAdmin)).statusCode).toBe(409);
    expect((await patch(me.id, { role: 'administrator' }, newAdmin)).statusCode).toBe(200);

    const audit = await server.database.db.select().from(t.auditLog).where(and(eq(t.auditLog.subjectType, 'operator'), eq(t.auditLog.subjectId, String(operator.id)))).orderBy(asc(t.auditLog.id));
    expect(audit.map((row) => [row.action, row.before?.role, row.before?.status, row.after?.role, row.after?.status])).toEqual([
      ['operator.disable', 'operator', 'active', 'operator', 'disabled'],
      ['operator.enable', 'operator', 'disabled', 'operator', 'active'],
      ['operator.update', 'operator', 'active', 'administrator', 'active'],
    ]);
  });
});

describe.each(engines)('first-run setup on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine, { seed: false });
    await prepareContent(server.database.db, { production: true, phase: 'running' });
  }, 240_000);
  afterAll(async () => {
    await server?.close();
  });

  const setup = (token: string, email = 'amina@association.example.org') =>
    server.request({
      method: 'POST',
      url: '/api/v1/operator/setup',
      payload: { token, name: 'Amina Al-Harbi', email, password: strong, password_confirmation: strong },
    });

  it('creates the first administrator once, with the newest link only, and then refuses', async () => {
    const older = await issueSetupLink(server.database.db, origin);
    expect(older).toMatch(/^https:\/\/competition\.example\.org\/operator\/setup#token=[A-Za-z0-9_-]{43}$/);
    const newer = (await issueSetupLink(server.database.db, origin))!;
    // Only its hash is kept.
    const [row] = await server.database.db.select().from(t.installation);
    expect(row!.setupTokenHash).not.toContain(tokenOf(newer, 'token'));

    const forged = await setup('y'.repeat(43));
    expect(forged.statusCode).toBe(403);
    expect(body(forged).errors?.token).toHaveLength(1);
    expect((await setup(tokenOf(older!, 'token'))).statusCode).toBe(403);
    expect((await setup(tokenOf(newer, 'token'), 'not-an-email')).statusCode).toBe(422);

    const created = await setup(tokenOf(newer, 'token'));
    expect(created.statusCode, created.body).toBe(201);
    const me = body(await server.request({ method: 'GET', url: '/api/v1/operator/auth/me', headers: bearer(body(created).data.token) })).data;
    expect(me).toMatchObject({ email: 'amina@association.example.org', role: 'administrator' });
    expect(me.permissions).toContain('inviteOperator');

    // Used, and an administrator exists: refused, and no start prints a link any more.
    const again = await setup(tokenOf(newer, 'token'), 'other@association.example.org');
    expect(again.statusCode).toBe(409);
    expect(body(again).errors?.token).toHaveLength(1);
    expect(await issueSetupLink(server.database.db, origin)).toBeUndefined();
    expect((await server.database.db.select().from(t.operators)).length).toBe(1);
    const audit = await server.database.db.select().from(t.auditLog).where(eq(t.auditLog.action, 'operator.setup'));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.after).toMatchObject({ role: 'administrator', status: 'active', email: 'amina@association.example.org' });
  });
});
