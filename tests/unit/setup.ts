// Router scroll restoration calls window.scrollTo, which happy-dom does not implement.
if (typeof window !== 'undefined') {
  window.scrollTo = () => undefined;
}
