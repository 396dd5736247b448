// An entry of its own, ahead of the app's in index.html (scripts/vite-paint-first.ts): the last
// screen is painted as soon as this small script is in, while the app's entry (React, the router,
// the screens) is still being compiled. Built apps only: in development the styles come with the
// scripts, and a picture would show unstyled.
import { paintLastScreen } from './paint-snapshot';

if (!import.meta.env.DEV) paintLastScreen();
