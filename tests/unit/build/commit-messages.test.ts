import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { commitsSinceStart, editedMessage, messageProblems } from '../../../scripts/lib/commit-messages';

describe('a commit message', () => {
  it('passes with a subject of up to 72 characters, alone or followed by a blank line and a body', () => {
    expect(messageProblems('Short subject')).toEqual([]);
    expect(messageProblems(`${'x'.repeat(72)}\n`)).toEqual([]);
    expect(messageProblems('Subject\n\nWhy, with numbers.\nMore.\n')).toEqual([]);
  });

  it('fails a subject over 72 characters (counted in characters, not bytes), a body glued to it, or none', () => {
    expect(messageProblems('x'.repeat(73))).toEqual(['the subject is 73 characters, at most 72']);
    expect(messageProblems('é'.repeat(72))).toEqual([]);
    expect(messageProblems('Subject\nbody at once')).toEqual([
      'the second line is not blank (subject, blank line, then the body)',
    ]);
    expect(messageProblems('\n\nbody')).toContain('the subject (first line) is empty');
  });

  it('is read as git leaves it for the hook: without comments and the diff below the scissors', () => {
    const text =
      'Subject\n\nBody\n# Please enter the commit message\n# ------------------------ >8 ------------------------\ndiff --git a/x b/x\n';
    expect(editedMessage(text)).toBe('Subject\n\nBody\n');
  });
});

describe('the commits checked', () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'earn-commits-'));
  afterAll(() => fs.rmSync(work, { recursive: true, force: true }));
  const git = (cwd: string, ...args: string[]) =>
    execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
  const commit = (cwd: string, message: string, time: number) =>
    execFileSync('git', ['commit', '--allow-empty', '-q', '-m', message], {
      cwd,
      env: {
        ...process.env,
        GIT_AUTHOR_DATE: `@${time} +0000`,
        GIT_COMMITTER_DATE: `@${time} +0000`,
        GIT_AUTHOR_NAME: 't',
        GIT_AUTHOR_EMAIL: 't@example.com',
        GIT_COMMITTER_NAME: 't',
        GIT_COMMITTER_EMAIL: 't@example.com',
      },
    });

  const repo = path.join(work, 'repo');
  fs.mkdirSync(repo);
  git(repo, 'init', '-q');
  commit(repo, `Old ${'x'.repeat(100)}`, 1000);
  commit(repo, 'The start', 2000);
  const start = { commit: git(repo, 'rev-parse', 'HEAD'), time: 2000 };
  commit(repo, 'New and short', 3000);
  commit(repo, `New and long ${'x'.repeat(80)}`, 4000);

  it('are those after the start commit only: older subjects are never judged', () => {
    const commits = commitsSinceStart(repo, start) ?? [];
    expect(commits.map((c) => c.message.split('\n')[0]?.slice(0, 12))).toEqual(['New and long', 'New and shor']);
  });

  it('on a shallow clone without the start commit, are those it has from after the start time, and none fail for it', () => {
    const shallow = path.join(work, 'shallow');
    git(work, 'clone', '-q', '--depth', '2', `file://${repo}`, shallow);
    expect(commitsSinceStart(shallow, start)?.length).toBe(2);
    const one = path.join(work, 'one');
    git(work, 'clone', '-q', '--depth', '1', `file://${repo}`, one);
    expect(commitsSinceStart(one, start)?.map((c) => c.time)).toEqual([4000]);
    expect(commitsSinceStart(one, { commit: 'f'.repeat(40), time: 5000 })).toEqual([]);
  });

  it('are none outside a git work tree', () => {
    const plain = path.join(work, 'plain');
    fs.mkdirSync(plain);
    expect(commitsSinceStart(plain, start)).toBeNull();
  });
});
