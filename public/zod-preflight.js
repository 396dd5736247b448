// Runs before any app code: zod 4 probes `new Function` to speed up parsing, and under this
// app's CSP (no eval) the probe is refused and reported as a CSP violation on every page. Its
// config lives on globalThis, so switching JIT off here holds for every chunk, whatever the order
// in which the bundler evaluates them.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
