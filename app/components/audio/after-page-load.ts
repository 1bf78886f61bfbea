/**
 * Runs work once the page has fully loaded, a further settle time has passed
 * and the browser is idle, so music never competes with the page's own files
 * for bandwidth or the main thread. Returns a cancel function.
 */
export function afterPageLoad(work: () => void, options: { settleMs: number } = { settleMs: 0 }): () => void {
  let cancelPending = () => {};
  const whenIdle = () => {
    if ("requestIdleCallback" in window) {
      const handle = window.requestIdleCallback(work, { timeout: 2000 });
      cancelPending = () => window.cancelIdleCallback(handle);
    } else {
      const handle = setTimeout(work, 0);
      cancelPending = () => clearTimeout(handle);
    }
  };
  const afterLoad = () => {
    const handle = setTimeout(whenIdle, options.settleMs);
    cancelPending = () => clearTimeout(handle);
  };
  if (document.readyState === "complete") {
    afterLoad();
    return () => cancelPending();
  }
  window.addEventListener("load", afterLoad, { once: true });
  return () => {
    window.removeEventListener("load", afterLoad);
    cancelPending();
  };
}
