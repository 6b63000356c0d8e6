import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { writeDeployConfig } from './deploy-files';

/**
 * Debian's nginx running a build's generated configuration, for the tests (tests/e2e/nginx.spec.ts): as an
 * operator would, the generated file is included in an http {} block that defines the three upstreams (here all
 * the local exchange) and the certificate (here a throwaway self-signed one), and it serves the edition folders
 * from `<work>/current`, a symlink to a release folder, so a deploy is one symlink swap.
 */

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

export interface RunningNginx {
  port: number;
  work: string;
  /** Points `current` at another release folder (atomically, as a deploy does). */
  activate(release: string): void;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function waitForPort(port: number, child: ChildProcess, log: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      if (child.exitCode !== null) {
        reject(
          new Error(`nginx exited (${child.exitCode}): ${fs.existsSync(log) ? fs.readFileSync(log, 'utf8') : ''}`),
        );
        return;
      }
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`nginx did not listen on ${port}`));
        else setTimeout(attempt, 100);
      });
    };
    attempt();
  });
}

/** A release folder holding links to a build's edition folders (the build itself is never copied). */
export function linkRelease(dist: string, release: string): void {
  fs.mkdirSync(release, { recursive: true });
  for (const entry of fs.readdirSync(dist)) {
    if (fs.statSync(path.join(dist, entry)).isDirectory())
      fs.symlinkSync(path.join(dist, entry), path.join(release, entry));
  }
}

export async function startNginx({
  dist,
  work,
  exchange,
}: {
  dist: string;
  work: string;
  exchange: URL;
}): Promise<RunningNginx> {
  if (!fs.existsSync(NGINX)) throw new Error(`nginx not found at ${NGINX}: run \`npx tsx scripts/ensure-nginx.ts\``);
  const port = await freePort();
  for (const dir of ['tmp', 'releases']) fs.mkdirSync(path.join(work, dir), { recursive: true });
  const current = path.join(work, 'current');
  linkRelease(dist, path.join(work, 'releases', 'first'));
  fs.symlinkSync(path.join(work, 'releases', 'first'), current);
  // The generated configuration, written for this layout and port (what `scripts/deploy-config.ts` does).
  writeDeployConfig(dist, { deployRoot: current, listen: `127.0.0.1:${port} ssl`, out: work });
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=kestrel.example',
      '-keyout',
      path.join(work, 'key.pem'),
      '-out',
      path.join(work, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  const upstream = `${exchange.hostname}:${exchange.port}`;
  const log = path.join(work, 'error.log');
  const root = process.getuid?.() === 0;
  fs.writeFileSync(
    path.join(work, 'main.conf'),
    [
      'daemon off;',
      'master_process on;',
      'worker_processes 1;',
      // As root the workers would run as nobody, who may not read the build: keep the caller's user.
      ...(root ? ['user root;'] : []),
      `pid ${path.join(work, 'nginx.pid')};`,
      `error_log ${log} warn;`,
      'events { worker_connections 512; }',
      'http {',
      '    include /etc/nginx/mime.types;',
      '    default_type application/octet-stream;',
      '    access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (t) => `    ${t}_temp_path ${path.join(work, 'tmp', t)};`,
      ),
      `    ssl_certificate ${path.join(work, 'cert.pem')};`,
      `    ssl_certificate_key ${path.join(work, 'key.pem')};`,
      ...['kestrel_exchange', 'kestrel_stream', 'kestrel_static'].map(
        (name) => `    upstream ${name} { server ${upstream}; }`,
      ),
      `    include ${path.join(work, 'nginx.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  const child = spawn(NGINX, ['-p', work, '-c', path.join(work, 'main.conf'), '-e', log], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += String(chunk)));
  await waitForPort(port, child, log).catch((error: unknown) => {
    child.kill('SIGTERM');
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${stderr}`);
  });
  return {
    port,
    work,
    activate(release) {
      const next = path.join(work, 'current.next');
      fs.rmSync(next, { force: true });
      fs.symlinkSync(release, next);
      fs.renameSync(next, current);
    },
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) {
          resolve();
          return;
        }
        child.once('exit', () => resolve());
        // QUIT: a graceful stop of the master and its worker.
        child.kill('SIGQUIT');
        setTimeout(() => child.kill('SIGKILL'), 5_000).unref();
      }),
  };
}
