// Pure parts of the server: configuration, language choice, file sniffing, Mecca time, phase dates.
import { generateKeyPairSync } from 'node:crypto';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { sniffAudio, sniffImage } from '../../server/api/uploads.ts';
import { ConfigError, loadConfig } from '../../server/config.ts';
import { InvalidSigningKey, newSigningKeyPem, signingKeyFromPem } from '../../server/certificates.ts';
import { phaseDates } from '../../server/db/seed.ts';
import { fromMeccaString, toMeccaString } from '../../src/domain/meccaTime.ts';
import { languageOf } from '../../server/messages.ts';
import { samples } from './harness.ts';

describe('configuration', () => {
  it('keeps files in a bucket only when S3_BUCKET names one, and refuses half or malformed S3 settings', () => {
    expect(loadConfig({}, []).s3).toBeUndefined();
    expect(loadConfig({ S3_BUCKET: 'recordings' }, []).s3).toEqual({ bucket: 'recordings', region: 'us-east-1', forcePathStyle: false });
    expect(
      loadConfig({ S3_BUCKET: 'qc-files', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_REGION: 'eu-west-1', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret', S3_PREFIX: 'site/' }, []).s3,
    ).toEqual({ bucket: 'qc-files', endpoint: 'http://127.0.0.1:9000', region: 'eu-west-1', forcePathStyle: true, accessKeyId: 'id', secretAccessKey: 'secret', prefix: 'site/' });
    expect(loadConfig({ S3_BUCKET: 'qc-files', S3_ENDPOINT: 'https://r2.example.com', S3_FORCE_PATH_STYLE: 'false' }, []).s3?.forcePathStyle).toBe(false);
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' }, [])).toThrow('S3_ENDPOINT is set but S3_BUCKET is not');
    expect(() => loadConfig({ S3_BUCKET: 'Bad_Bucket' }, [])).toThrow(/S3_BUCKET must be a bucket name/);
    expect(() => loadConfig({ S3_BUCKET: 'qc-files', S3_ACCESS_KEY_ID: 'id' }, [])).toThrow(/S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/);
    expect(() => loadConfig({ S3_BUCKET: 'qc-files', S3_ENDPOINT: 'http://127.0.0.1:9000/bucket' }, [])).toThrow(/S3_ENDPOINT must be an http\(s\) address without a path/);
    expect(() => loadConfig({ S3_BUCKET: 'qc-files', S3_FORCE_PATH_STYLE: 'yes' }, [])).toThrow(/S3_FORCE_PATH_STYLE must be true or false/);
    expect(() => loadConfig({ S3_BUCKET: 'qc-files', S3_PREFIX: '../x' }, [])).toThrow(/S3_PREFIX must be a folder-like prefix/);
  });

  it('takes the certificate signing key from CERTIFICATE_SIGNING_KEY as an Ed25519 PEM, with its line breaks written as \\n too', () => {
    const pem = newSigningKeyPem();
    const key = signingKeyFromPem(loadConfig({ CERTIFICATE_SIGNING_KEY: pem }, []).certificateSigningKey!);
    expect(signingKeyFromPem(pem.replace(/\n/g, '\\n')).keyId).toBe(key.keyId);
    expect(() => signingKeyFromPem('not a key')).toThrow(InvalidSigningKey);
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
    expect(() => signingKeyFromPem(rsa)).toThrow('an Ed25519 key is needed, this one is rsa');
  });

  it('defaults to port 8080, ./data, phase running and a generated development secret', () => {
    const config = loadConfig({}, []);
    expect(config).toMatchObject({ port: 8080, phase: 'running', production: false, jwtSecretGenerated: true });
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.jwtSecret).toHaveLength(64);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.smtp).toBeUndefined();
  });

  it('refuses production without a strong JWT_SECRET', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' }, [])).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'short' }, [])).toThrow(/at least 32/);
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), PUBLIC_ORIGIN: 'https://competition.example.org' }, []).jwtSecretGenerated).toBe(false);
  });

  it('takes the public origin printed links name from PUBLIC_ORIGIN: required in production, a bare http(s) origin, localhost in development', () => {
    const secret = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) };
    expect(() => loadConfig(secret, [])).toThrow(
      "PUBLIC_ORIGIN must be set when NODE_ENV=production (the site's address, e.g. https://competition.example.org)",
    );
    expect(loadConfig({ ...secret, PUBLIC_ORIGIN: 'https://competition.example.org' }, []).publicOrigin).toBe('https://competition.example.org');
    expect(loadConfig({ PUBLIC_ORIGIN: 'https://Competition.Example.org/' }, []).publicOrigin).toBe('https://competition.example.org');
    expect(loadConfig({ PUBLIC_ORIGIN: 'http://10.0.0.5:8080' }, []).publicOrigin).toBe('http://10.0.0.5:8080');
    expect(loadConfig({}, []).publicOrigin).toBe('http://localhost:8080');
    expect(loadConfig({ PORT: '9103' }, []).publicOrigin).toBe('http://localhost:9103');
    for (const bad of ['competition.example.org', 'ftp://competition.example.org', 'https://competition.example.org/verify', 'https://x.example?a=1', 'https://x.example#top', 'https://user@x.example', 'https://']) {
      expect(() => loadConfig({ PUBLIC_ORIGIN: bad }, [])).toThrow(`PUBLIC_ORIGIN must be the site's http(s) origin without a path, query or fragment (e.g. https://competition.example.org), got "${bad}"`);
    }
  });

  it('reads the phase from --phase (winning over COMPETITION_PHASE) and refuses unknown ones', () => {
    expect(loadConfig({ COMPETITION_PHASE: 'draw' }, []).phase).toBe('draw');
    expect(loadConfig({ COMPETITION_PHASE: 'draw' }, ['--phase', 'before']).phase).toBe('before');
    expect(loadConfig({}, ['--phase=draw-next']).phase).toBe('draw-next');
    expect(() => loadConfig({}, ['--phase', 'later'])).toThrow(/Unknown phase "later"/);
    expect(() => loadConfig({ PORT: 'eighty' }, [])).toThrow(ConfigError);
  });

  it('reads the one-time code lifetime from OTP_TTL_SECONDS (10 minutes unset) and refuses anything but whole seconds above 0', () => {
    expect(loadConfig({}, []).otpTtlSeconds).toBe(600);
    expect(loadConfig({ OTP_TTL_SECONDS: '' }, []).otpTtlSeconds).toBe(600);
    expect(loadConfig({ OTP_TTL_SECONDS: '90' }, []).otpTtlSeconds).toBe(90);
    for (const bad of ['0', '-5', '2.5', '1e3', ' 30', 'ten', '99999999999999999999']) {
      expect(() => loadConfig({ OTP_TTL_SECONDS: bad }, [])).toThrow(ConfigError);
    }
    expect(() => loadConfig({ OTP_TTL_SECONDS: 'ten' }, [])).toThrow('OTP_TTL_SECONDS must be a whole number of seconds greater than 0, got "ten"');
  });

  it('reads the PostgreSQL pool from DATABASE_POOL_SIZE (4 unset) and refuses anything but 1 to 1000 connections', () => {
    expect(loadConfig({}, []).databasePoolSize).toBe(4);
    expect(loadConfig({ DATABASE_POOL_SIZE: '12' }, []).databasePoolSize).toBe(12);
    for (const bad of ['0', '-1', '2.5', 'four', ' 4', '1001']) {
      expect(() => loadConfig({ DATABASE_POOL_SIZE: bad }, [])).toThrow(ConfigError);
    }
    expect(() => loadConfig({ DATABASE_POOL_SIZE: 'four' }, [])).toThrow('DATABASE_POOL_SIZE must be a whole number of connections from 1 to 1000, got "four"');
  });

  it('reads the per-process upload ceiling (MAX_CONCURRENT_UPLOADS) and the worker\'s probe port (WORKER_METRICS_PORT), unset by default', () => {
    expect(loadConfig({}, [])).not.toHaveProperty('maxConcurrentUploads');
    expect(loadConfig({}, [])).not.toHaveProperty('workerMetricsPort');
    expect(loadConfig({ MAX_CONCURRENT_UPLOADS: '24', WORKER_METRICS_PORT: '9464' }, [])).toMatchObject({ maxConcurrentUploads: 24, workerMetricsPort: 9464 });
    for (const bad of ['0', '-1', '2.5', 'eight', '1001']) expect(() => loadConfig({ MAX_CONCURRENT_UPLOADS: bad }, [])).toThrow(ConfigError);
    expect(() => loadConfig({ MAX_CONCURRENT_UPLOADS: 'eight' }, [])).toThrow('MAX_CONCURRENT_UPLOADS must be a whole number of uploads from 1 to 1000, got "eight"');
    expect(() => loadConfig({ WORKER_METRICS_PORT: '70000' }, [])).toThrow('WORKER_METRICS_PORT must be a whole number from 1 to 65535, got "70000"');
  });

  // Issue 27, point 13: 0.0.0.0/0 crashed the start with proxy-addr's TypeError, and 0.0.0.0/1,128.0.0.0/1 was accepted.
  it('refuses a TRUST_PROXY whose ranges together cover every IPv4 or IPv6 address, however they are written', () => {
    const everyone: [string, 4 | 6][] = [
      ['0.0.0.0/0', 4],
      ['10.1.2.3/0', 4],
      ['0.0.0.0/1,128.0.0.0/1', 4],
      ['128.0.0.0/1 0.0.0.0/1', 4],
      ['0.0.0.0/2, 64.0.0.0/2, 128.0.0.0/2, 192.0.0.0/3, 224.0.0.0/3', 4],
      ['10.0.0.0/8, 0.0.0.0/5, 8.0.0.0/7, 11.0.0.0/8, 12.0.0.0/6, 16.0.0.0/4, 32.0.0.0/3, 64.0.0.0/2, 128.0.0.0/1', 4],
      ['::ffff:0:0/96', 4],
      ['::ffff:0.0.0.0/97, ::ffff:128.0.0.0/97', 4],
      ['0.0.0.0/1, ::ffff:128.0.0.0/97', 4],
      ['::/0', 6],
      ['::/1, 8000::/1', 6],
      ['0::/1, 8000::/2, c000::/2', 6],
      ['::/2, 4000::/2, 8000::/1, loopback', 6],
    ];
    for (const [value, family] of everyone) {
      expect(() => loadConfig({ TRUST_PROXY: value }, []), value).toThrow(ConfigError);
      expect(() => loadConfig({ TRUST_PROXY: value }, []), value).toThrow(`covers every IPv${family} address`);
    }
    expect(() => loadConfig({ TRUST_PROXY: '0.0.0.0/1,128.0.0.0/1' }, [])).toThrow(
      `TRUST_PROXY "0.0.0.0/1, 128.0.0.0/1" covers every IPv4 address, which would let any client choose the address it is counted by: list only your proxies' addresses or ranges`,
    );
    // One range short of everything is a (very wide) list of proxies, not "anyone".
    for (const value of ['0.0.0.0/2, 64.0.0.0/2, 128.0.0.0/2, 192.0.0.0/3, 224.0.0.0/4', '0.0.0.0/1', '8000::/1, ::ffff:0:0/97']) {
      expect(loadConfig({ TRUST_PROXY: value }, []).trustProxy.length, value).toBeGreaterThan(0);
    }
  });

  it('refuses a malformed TRUST_PROXY entry with one line naming it, and hands fastify only lists it can compile', () => {
    for (const bad of ['true', '*', '10.0.0.0/33', '::1/129', '10.0.0.0/', '10.0.0.0/08', '10.0.0.0/8/8', '10.0.0.0/255.0.0.0', '1.2.3.04', 'proxy.example.com', '10.0.0.0/-1']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }, []), bad).toThrow(ConfigError);
      expect(() => loadConfig({ TRUST_PROXY: `10.0.0.0/8, ${bad}` }, []), bad).toThrow(`correct or remove "${bad}"`);
    }
    expect(() => loadConfig({ TRUST_PROXY: 'true' }, [])).toThrow(/which would believe any client$/);
    for (const good of ['loopback', 'loopback, linklocal uniquelocal', '10.0.0.0/8, 127.0.0.1', '::1', '::ffff:10.0.0.1', 'fe80::1%eth0', '2001:db8::/32', '192.168.1.7/32']) {
      const trustProxy = loadConfig({ TRUST_PROXY: good }, []).trustProxy;
      expect(() => Fastify({ trustProxy }), good).not.toThrow();
    }
  });

  it('configures SMTP only when SMTP_HOST is set', () => {
    const config = loadConfig({ SMTP_HOST: 'mail.example.com', SMTP_PORT: '465', SMTP_USER: 'u', SMTP_PASS: 'p', SMTP_FROM: 'QC <no-reply@example.com>' }, []);
    expect(config.smtp).toEqual({ host: 'mail.example.com', port: 465, secure: true, user: 'u', pass: 'p', from: 'QC <no-reply@example.com>' });
  });
});

describe('Accept-Language', () => {
  it('answers Arabic unless English is preferred', () => {
    expect(languageOf(undefined)).toBe('ar');
    expect(languageOf('en')).toBe('en');
    expect(languageOf('en-GB,en;q=0.9')).toBe('en');
    expect(languageOf('ar-EG,en;q=0.5')).toBe('ar');
    expect(languageOf('fr, en;q=0.8')).toBe('ar');
    expect(languageOf('ar;q=0.2, en;q=0.9')).toBe('en');
    expect(languageOf('en;q=0, ar')).toBe('ar');
  });
});

describe('file types from the bytes', () => {
  it('recognises webm, ogg, m4a, mp4, mpeg and refuses text whatever its name', () => {
    expect(sniffAudio(samples.webm)?.mime).toBe('audio/webm');
    expect(sniffAudio(samples.ogg)?.mime).toBe('audio/ogg');
    expect(sniffAudio(samples.m4a)?.mime).toBe('audio/x-m4a');
    expect(sniffAudio(Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom\0\0\0\0', 'latin1')]))?.mime).toBe('audio/mp4');
    expect(sniffAudio(samples.mp3)?.mime).toBe('audio/mpeg');
    expect(sniffAudio(Buffer.from([0xff, 0xfb, 0x90, 0x64, 0, 0, 0, 0, 0, 0, 0, 0]))?.mime).toBe('audio/mpeg');
    expect(sniffAudio(samples.text)).toBeUndefined();
    expect(sniffAudio(samples.png)).toBeUndefined();
    expect(sniffImage(samples.png)?.mime).toBe('image/png');
    expect(sniffImage(samples.webm)).toBeUndefined();
  });
});

describe('Mecca time and phases', () => {
  it('writes instants as Mecca time whatever the machine zone', () => {
    expect(toMeccaString(new Date('2026-03-01T21:30:00Z'))).toBe('2026-03-02 00:30');
    expect(fromMeccaString('2026-03-02 00:30').toISOString()).toBe('2026-03-01T21:30:00.000Z');
    expect(() => fromMeccaString('02/03/2026')).toThrow();
  });

  it('places the 13-day competition around now for every phase', () => {
    const now = new Date('2026-11-21T03:00:00Z');
    const day = 86_400_000;
    const span = (p: Parameters<typeof phaseDates>[0]) => phaseDates(p, now);
    for (const phase of ['before', 'running', 'ended', 'draw', 'draw-next', 'none'] as const) {
      const { current } = span(phase);
      expect(current.end.getTime() - current.start.getTime()).toBe(13 * day);
    }
    expect(span('before').current.start.getTime()).toBeGreaterThan(now.getTime());
    expect(span('running').current.start.getTime()).toBeLessThan(now.getTime());
    expect(span('running').current.end.getTime()).toBeGreaterThan(now.getTime());
    const ended = span('ended').current.end.getTime();
    expect(ended).toBeLessThan(now.getTime());
    expect(ended + day).toBeGreaterThan(now.getTime()); // results not out yet
    expect(span('draw').current.end.getTime() + day).toBeLessThan(now.getTime());
    expect(span('draw').next).toBeUndefined();
    expect(span('draw-next').next!.start.getTime()).toBeLessThan(now.getTime());
  });
});

describe('the service object', () => {
  it('has a handler for every operation of openapi/api.yaml and none besides', async () => {
    const { readFileSync } = await import('node:fs');
    const { parse } = await import('yaml');
    const { handlers } = await import('../../server/api/index.ts');
    const { apiDocumentPath } = await import('../../server/app.ts');
    const doc = parse(readFileSync(apiDocumentPath, 'utf8')) as { paths: Record<string, Record<string, { operationId?: string }>> };
    const ids = Object.values(doc.paths).flatMap((item) => Object.values(item).flatMap((op) => (op && typeof op === 'object' && op.operationId ? [op.operationId] : [])));
    expect(Object.keys(handlers).sort()).toEqual([...new Set(ids)].sort());
  });
});
