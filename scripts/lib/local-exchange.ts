import { spawn } from 'node:child_process';
import path from 'node:path';

const REPO = path.resolve(import.meta.dirname, '../..');

export interface LocalExchange {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** Stops the exchange and the tsx process under it. */
  stop: () => void;
}

/**
 * The simulated exchange as a server (`npm run exchange`) on a free port, with `?sim=` directives. It runs in its
 * own process group: `npx` starts tsx, which starts node, and stopping only `npx` leaves the server running.
 */
export function startLocalExchange(directives: readonly string[] = []): Promise<LocalExchange> {
  const child = spawn(
    'npx',
    ['tsx', 'scripts/exchange.ts', '--port', '0', ...directives.flatMap((d) => ['--sim', d])],
    { cwd: REPO, stdio: ['ignore', 'pipe', 'inherit'], detached: true },
  );
  const stop = () => {
    if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
  };
  return new Promise<LocalExchange>((resolve, reject) => {
    const timer = setTimeout(() => {
      stop();
      reject(new Error('the exchange did not start in 30 s'));
    }, 30_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the exchange exited (${code})`));
    });
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += String(chunk);
      const match = /simulated exchange on (http:\/\/[\d.]+:\d+)/.exec(out);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ origin: match[1], stop });
      }
    });
  });
}
