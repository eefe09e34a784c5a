import { describe, expect, it } from 'vitest';
import { createDevLogFormatter } from '../../server/http/devLog.ts';

const at = Date.UTC(2026, 10, 23, 17, 5, 9);
const line = (record: object) => JSON.stringify({ time: at, pid: 1, hostname: 'vm', ...record });

// A newcomer reads the development log for the one-time codes and for warnings; the request
// records that came as two JSON lines each drowned them (issue 21, point 9).
describe('the development log', () => {
  it('writes an API request as one line when it completes, and nothing when it starts', () => {
    const format = createDevLogFormatter();
    expect(format(line({ level: 30, reqId: 'req-1', req: { method: 'POST', url: '/api/v1/user/auth/login' }, msg: 'incoming request' }))).toBeNull();
    expect(format(line({ level: 30, reqId: 'req-1', res: { statusCode: 422 }, responseTime: 12.6, msg: 'request completed' }))).toBe(
      '17:05:09 POST /api/v1/user/auth/login 422 13 ms',
    );
  });

  it('leaves out the site’s files that were served, but not those that failed', () => {
    const format = createDevLogFormatter();
    format(line({ level: 30, reqId: 'a', req: { method: 'GET', url: '/assets/vendor.js' } }));
    expect(format(line({ level: 30, reqId: 'a', res: { statusCode: 200 }, responseTime: 1 }))).toBeNull();
    format(line({ level: 30, reqId: 'b', req: { method: 'GET', url: '/assets/missing.js' } }));
    expect(format(line({ level: 30, reqId: 'b', res: { statusCode: 404 }, responseTime: 1 }))).toBe('17:05:09 GET /assets/missing.js 404 1 ms');
  });

  it('writes other records as their time, their level when not info, and their message', () => {
    const format = createDevLogFormatter();
    expect(format(line({ level: 30, msg: 'Server listening at http://127.0.0.1:8080' }))).toBe('17:05:09 Server listening at http://127.0.0.1:8080');
    expect(format(line({ level: 40, msg: 'JWT_SECRET is not set' }))).toBe('17:05:09 WARN JWT_SECRET is not set');
    expect(format(line({ level: 50, msg: 'mail failed', err: { message: 'SMTP unreachable' } }))).toBe('17:05:09 ERROR mail failed (SMTP unreachable)');
    expect(format('OTP for sara@example.com: 1234')).toBe('OTP for sara@example.com: 1234');
  });
});
