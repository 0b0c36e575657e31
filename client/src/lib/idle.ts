/**
 * Runs `task` once the page is idle (Safari has no requestIdleCallback: a moment later there), at the latest after
 * `timeoutMs`; returns a function that cancels it.
 */
export function whenIdle(task: () => void, timeoutMs = 5000): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(task, 1);
  return () => clearTimeout(id);
}
