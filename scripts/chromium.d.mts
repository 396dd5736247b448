export const FULL_CHROMIUM: string;
export const HEADLESS_SHELL: string;
export const CHROMIUM_PATH: string;
export function journeyBrowserPath(): string;
export const CHROMIUM_ARGS: string[];
