// Source maps are opt-in, and a map is served only when the build linked it. `SOURCEMAP=1` (or
// `true`) links maps from the files; `SOURCEMAP=hidden` writes them for an error tracker without
// linking them, so the host must not serve them; anything else (`0`, `false`, unset) writes none.

/** Vite's `build.sourcemap` for the SOURCEMAP environment variable. */
export function sourceMapOption(value: string | undefined): boolean | 'hidden' {
  const setting = value?.trim().toLowerCase();
  if (setting === 'hidden') return 'hidden';
  return setting === '1' || setting === 'true';
}

/** Whether a request for `pathname` asks for a source map the server was not told to serve. */
export function isRefusedSourceMap(pathname: string, serveSourceMaps: boolean): boolean {
  return !serveSourceMaps && pathname.toLowerCase().endsWith('.map');
}
