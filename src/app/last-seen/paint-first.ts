// The entry's first import (main.tsx): the last screen is painted while the rest of the entry
// (React, the router, the app) is still being evaluated. Built apps only: in development the
// styles come with the scripts, and a picture would show unstyled.
import { paintLastScreen } from './paint-snapshot';

if (!import.meta.env.DEV) paintLastScreen();
