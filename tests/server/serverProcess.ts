// The real server (server/main.ts) as a child process, for the tests that kill it or run several of it.
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export type ServerProcess = { child: ChildProcess; base: string; output: () => string };

/**
 * Starts `server/main.ts --phase running` with `env` on a free port (optionally under `wrapper`, e.g. unshare) and
 * resolves once it answers; its output is kept for failure messages.
 */
export async function startServerProcess(env: Record<string, string>, wrapper: string[] = []): Promise<ServerProcess> {
  const port = await freePort();
  const [command, ...args] = [...wrapper, process.execPath, '--import', 'tsx', 'server/main.ts', '--phase', 'running'];
  const child = spawn(command!, args, {
    env: { ...process.env, LOG_LEVEL: 'warn', LOG_FORMAT: 'json', DIST_DIR: '/nonexistent', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const base = `http://127.0.0.1:${port}/api/v1`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} at start: ${output}`);
    if (i > 600) throw new Error(`the server did not start within 120 s: ${output}`);
    if (await fetch(`${base}/faq`).then((r) => r.ok, () => false)) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { child, base, output: () => output };
}

/** SIGTERM, and the exit code once it has exited. */
export async function stopServerProcess(server: ServerProcess): Promise<number | null> {
  if (server.child.exitCode !== null) return server.child.exitCode;
  const exited = new Promise<number | null>((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  return exited;
}
