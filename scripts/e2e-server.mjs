// Serves the built site for the end-to-end tests: the reference server on a fresh, throwaway
// data directory (so every run starts from the seeded demo data), in the phase E2E_PHASE. E2E_DATA_DIR names the data
// directory instead, for a spec that restarts one server in later phases (the draw taken from the console), and
// E2E_DATABASE_URL a PostgreSQL database instead of the embedded one (the organiser's journey, in production mode).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const port = process.argv[2] ?? '4173';
const phase = process.env.E2E_PHASE ?? 'running';
const root = path.resolve(import.meta.dirname, '..');
const dist = path.resolve(root, process.env.DIST_DIR ?? 'dist');
if (!existsSync(path.join(dist, 'index.html'))) {
  console.error('dist/ is missing: run `npm run build` before the end-to-end tests.');
  process.exit(1);
}

const env = { ...process.env, PORT: port, HOST: '127.0.0.1', DATA_DIR: process.env.E2E_DATA_DIR || mkdtempSync(path.join(tmpdir(), 'qc-e2e-')), COMPETITION_PHASE: phase, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn', DIST_DIR: dist };
delete env.DATABASE_URL;
// A spec that runs the server on a PostgreSQL database of its own names it here (never the environment's DATABASE_URL).
if (process.env.E2E_DATABASE_URL) env.DATABASE_URL = process.env.E2E_DATABASE_URL;
const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['server/main.ts', '--phase', phase], { cwd: root, env, stdio: 'inherit' });
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => process.exit(code ?? 0));
