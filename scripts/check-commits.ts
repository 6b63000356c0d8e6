/**
 * Commit messages: a subject of at most 72 characters, a blank line, then the body (CONTRIBUTING.md).
 *   tsx scripts/check-commits.ts                          every commit since the rule started (`npm run lint`)
 *   tsx scripts/check-commits.ts --message-file <file>    one message (the commit-msg hook, scripts/install-hooks.ts)
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { commitsSinceStart, editedMessage, messageProblems } from './lib/commit-messages';

const { values } = parseArgs({ options: { 'message-file': { type: 'string' } } });

if (values['message-file']) {
  const problems = messageProblems(editedMessage(fs.readFileSync(values['message-file'], 'utf8')));
  for (const problem of problems) console.error(`commit message: ${problem}`);
  process.exit(problems.length > 0 ? 1 : 0);
}

const commits = commitsSinceStart(path.resolve(import.meta.dirname, '..'));
if (commits === null) {
  console.log('commits: not a git work tree, nothing to check');
  process.exit(0);
}
const bad = commits.flatMap((commit) =>
  messageProblems(commit.message).map(
    (problem) => `${commit.hash.slice(0, 10)} ${problem}: ${commit.message.split('\n')[0]}`,
  ),
);
for (const line of bad) console.error(line);
console.log(`commits: ${commits.length} checked since the rule started, ${bad.length} problem(s)`);
process.exit(bad.length > 0 ? 1 : 0);
