export {};

// Only pages rendered in a DOM need these; the logic tests (two thirds of the files) skip loading the library.
if (typeof window !== 'undefined') {
  // Router scroll restoration calls window.scrollTo, which happy-dom does not implement.
  window.scrollTo = () => undefined;
  const { configure } = await import('@testing-library/dom');
  // A page rendered from its route loads its lazy chunks and the simulator's first answers before `findBy*` can
  // see it: about 0.3 s alone, over the library's 1 s default when both cores run other suites (a wallet test
  // failed at 2.4 s in a full run). Waiting is bounded by the test's own timeout either way.
  configure({ asyncUtilTimeout: 5000 });
}
