// Debian's Chromium and the flags every automated run gives it (the journeys in
// playwright.config.ts and the bench): no sandbox or GPU in a container, and none of the browser's
// own background traffic, which would otherwise land in what the journeys and the bench observe.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
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
