/**
 * `npm install` (`prepare`): a commit-msg hook that checks each new message as `npm run lint` checks the history
 * (scripts/check-commits.ts), so a long subject is caught before it is committed. Skipped in CI and outside a
 * git work tree; a commit-msg hook already there is left alone. The hook does nothing on a checkout without the
 * check or its dependencies (an older branch in another worktree sharing the hooks).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const MARK = '# earn: commit message check';
const HOOK = `#!/bin/sh
${MARK} (scripts/install-hooks.ts)
[ -f scripts/check-commits.ts ] && [ -x node_modules/.bin/tsx ] || exit 0
exec node_modules/.bin/tsx scripts/check-commits.ts --message-file "$1"
`;

function hooksDir(): string | null {
  try {
    const dir = execFileSync('git', ['rev-parse', '--git-path', 'hooks'], {
      cwd: ROOT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    return path.resolve(ROOT, dir);
  } catch {
    return null;
  }
}

const dir = process.env.CI ? null : hooksDir();
if (dir) {
  const hook = path.join(dir, 'commit-msg');
  const existing = fs.existsSync(hook) ? fs.readFileSync(hook, 'utf8') : null;
  if (existing === null || existing.includes(MARK)) {
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(hook, HOOK, { mode: 0o755 });
  }
}
