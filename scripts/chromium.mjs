// Debian's Chromium and the flags every automated run gives it (the journeys in
// playwright.config.ts and the bench): no sandbox or GPU in a container, and none of the browser's
// own background traffic, which would otherwise land in what the journeys and the bench observe.
// Plain JavaScript, so that `npm test` can install what is missing before any TypeScript runs.
import { existsSync } from 'node:fs';

/** The browser people run: the bench and Lighthouse measure this one. */
export const FULL_CHROMIUM = '/usr/bin/chromium';
/**
 * Chromium's headless shell (Debian's `chromium-headless-shell`): the same engine without the
 * browser's window machinery, and what Playwright itself runs headless by default. The journeys run
 * in it when it is installed; on this 2-core machine they took 0.69× the time they take in the
 * full browser (bench/HISTORY.md, the suite's fourth round).
 */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** The bench's browser; CHROMIUM_PATH picks another. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? FULL_CHROMIUM;

/** The journeys' browser: CHROMIUM_PATH if set, else the headless shell where it is installed. */
export const journeyBrowserPath = () =>
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM);

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
