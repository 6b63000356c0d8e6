import { execFileSync } from 'node:child_process';

/** A subject `git log --oneline` shows whole in a terminal. */
const MAX_SUBJECT = 72;

/**
 * The rule starts at this commit (the head of main when it was introduced): earlier subjects stay as they are.
 * Its time decides on a clone that lacks it (shallow): only commits made after it are checked.
 */
const RULE_START = { commit: 'f1e79aaa19787953978153e522cd8ec9dca4d319', time: 1795843633 };

/** What is wrong with a commit message: a subject of at most 72 characters, then a blank line before any body. */
export function messageProblems(message: string): string[] {
  const lines = message.replace(/\r\n/g, '\n').replace(/\n+$/, '').split('\n');
  const subject = lines[0] ?? '';
  const problems: string[] = [];
  if (subject.trim() === '') problems.push('the subject (first line) is empty');
  const length = [...subject].length;
  if (length > MAX_SUBJECT) problems.push(`the subject is ${length} characters, at most ${MAX_SUBJECT}`);
  if (lines.length > 1 && lines[1]?.trim() !== '')
    problems.push('the second line is not blank (subject, blank line, then the body)');
  return problems;
}

/** A message as git's commit-msg hook gets it: comment lines and everything below the scissors line dropped. */
export function editedMessage(text: string): string {
  const scissors = text.search(/^# -+ >8 -+$/m);
  return (scissors >= 0 ? text.slice(0, scissors) : text)
    .split('\n')
    .filter((line) => !line.startsWith('#'))
    .join('\n')
    .replace(/^\n+/, '');
}

export interface Commit {
  hash: string;
  time: number;
  message: string;
}

function git(cwd: string, args: string[]): string {
  return execFileSync('git', args, {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
    maxBuffer: 64 * 1024 * 1024,
  });
}

/**
 * The commits of HEAD made after the rule started: not reachable from the start commit when the clone has it,
 * and in any case committed after its time (a shallow clone checks what it has). Null when `cwd` is no git
 * work tree (an unpacked archive): there is nothing to check.
 */
export function commitsSinceStart(cwd: string, start = RULE_START): Commit[] | null {
  try {
    git(cwd, ['rev-parse', '--verify', 'HEAD']);
  } catch {
    return null;
  }
  let hasStart = true;
  try {
    git(cwd, ['cat-file', '-e', `${start.commit}^{commit}`]);
  } catch {
    hasStart = false;
  }
  const out = git(cwd, ['log', '--format=%H%x00%ct%x00%B%x1e', 'HEAD', ...(hasStart ? [`^${start.commit}`] : [])]);
  return out
    .split('\x1e')
    .map((record) => record.replace(/^\n/, ''))
    .filter((record) => record !== '')
    .map((record) => {
      const [hash = '', time = '0', message = ''] = record.split('\x00');
      return { hash, time: Number(time), message };
    })
    .filter((commit) => commit.time > start.time);
}
