/**
 * Runs work once the page has fully loaded and the browser is idle, so music
 * never competes with the page's own files for bandwidth or the main thread.
 * Returns a cancel function.
 */
export function afterPageLoad(work: () => void): () => void {
  let cancelIdle = () => {};
  const schedule = () => {
    if ("requestIdleCallback" in window) {
      const handle = window.requestIdleCallback(work, { timeout: 2000 });
      cancelIdle = () => window.cancelIdleCallback(handle);
    } else {
      const handle = setTimeout(work, 200);
      cancelIdle = () => clearTimeout(handle);
    }
  };
  if (document.readyState === "complete") {
    schedule();
    return () => cancelIdle();
  }
  window.addEventListener("load", schedule, { once: true });
  return () => {
    window.removeEventListener("load", schedule);
    cancelIdle();
  };
}
