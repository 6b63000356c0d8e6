import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { APP_START_INLINE_SCRIPT } from '../../../scripts/lib/content-security-policy';

/** Runs the start script against a recorded document: which elements each task adds to the head. */
function runStartScript(preload: string[]) {
  const queue: (() => void)[] = [];
  const tasks: string[][] = [];
  let current: string[] = [];
  const script = {
    getAttribute: (name: string) =>
      ({ 'data-entry': '/earn/assets/index.js', 'data-preload': preload.join(' ') })[name] ?? null,
  };
  const document = {
    currentScript: script,
    createElement: (tag: string) => ({ tag, rel: '', href: '', type: '', src: '' }),
    head: {
      appendChild: (el: { tag: string; rel: string; href: string; type: string; src: string }) => {
        current.push(el.tag === 'script' ? `module ${el.src} (${el.type})` : `${el.rel} ${el.href}`);
      },
    },
  };
  const context = {
    document,
    requestAnimationFrame: (run: () => void) => queue.push(run),
    setTimeout: (run: () => void) => queue.push(run),
  };
  vm.runInNewContext(APP_START_INLINE_SCRIPT, context);
  while (queue.length > 0) {
    current = [];
    queue.shift()!();
    if (current.length > 0) tasks.push(current);
  }
  return tasks;
}

describe('the app start script', () => {
  it('adds the entry first, then every chunk of the page as a module preload, a few per task', () => {
    const chunks = Array.from({ length: 40 }, (_, i) => `/earn/assets/chunk-${i}.js`);
    const tasks = runStartScript(chunks);
    expect(tasks[0]![0]).toBe('module /earn/assets/index.js (module)');
    const added = tasks.flat();
    expect(added.filter((line) => line.startsWith('module '))).toHaveLength(1);
    expect(added.filter((line) => line.startsWith('modulepreload ')).map((line) => line.split(' ')[1])).toEqual(chunks);
    // Each request costs the main thread a few milliseconds on a phone: forty in one task was a long task.
    for (const task of tasks) expect(task.length).toBeLessThanOrEqual(7);
    expect(tasks.length).toBeGreaterThanOrEqual(7);
  });

  it('starts once although both the frame and the fallback timer fire', () => {
    const tasks = runStartScript(['/earn/assets/home.js']);
    expect(tasks.flat()).toEqual(['module /earn/assets/index.js (module)', 'modulepreload /earn/assets/home.js']);
  });

  it('starts a page without chunks of its own', () => {
    expect(runStartScript([]).flat()).toEqual(['module /earn/assets/index.js (module)']);
  });
});
