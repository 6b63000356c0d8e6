/**
 * Where the error boundaries hand what they caught. The monitoring client (report-render-error.ts) loads with the
 * integrations after the first render (start-integrations.ts registers it), so the entry carries only this;
 * an error caught before then waits for it. A tab has loaded it long before a deploy can remove its chunk.
 */
export interface CaughtError {
  /** The route id (`/{-$locale}/earn/savings/`), or `boot`. */
  route: string;
  source: 'route' | 'boot';
  /** The page reloads onto the current build. */
  reloading: boolean;
}

type Reporter = (error: unknown, caught: CaughtError) => void;

let reporter: Reporter | null = null;
const waiting: [unknown, CaughtError][] = [];

export function reportCaughtError(error: unknown, caught: CaughtError): void {
  if (reporter) reporter(error, caught);
  else if (waiting.length < 10) waiting.push([error, caught]);
}

export function setErrorReporter(next: Reporter | null): void {
  reporter = next;
  if (next) for (const [error, caught] of waiting.splice(0)) next(error, caught);
}
