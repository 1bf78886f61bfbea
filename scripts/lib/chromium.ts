/**
 * Debian's Chromium, for Playwright and Lighthouse alike: Playwright's own
 * browser download cannot run here, and this machine's closed network makes
 * Chromium's background services fail noisily unless they are switched off.
 */
export const chromiumPath = process.env.CHROME_PATH ?? "/usr/bin/chromium";

export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];
