/**
 * msw asks the browser to update an existing worker registration and drops the promise. The update re-fetches
 * the script; when that fails (the page is leaving, the host hiccups, the registration is going away) the
 * rejection was an uncaught error. A failed update is harmless (the registered worker keeps serving), so while
 * msw starts, an update's failure is handled and reported as a warning.
 */
export async function withHandledWorkerUpdates<T>(start: () => Promise<T>): Promise<T> {
  const proto = globalThis.ServiceWorkerRegistration?.prototype;
  const original = proto?.update;
  if (!proto || !original) return start();
  proto.update = function update(this: ServiceWorkerRegistration) {
    const pending = original.call(this);
    pending.catch((error: unknown) =>
      console.warn('simulator: the mock service worker could not be updated; the registered one keeps serving', error),
    );
    return pending;
  };
  try {
    return await start();
  } finally {
    proto.update = original;
  }
}
