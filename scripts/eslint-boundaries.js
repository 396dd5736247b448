// The layers of the house style as lint, so an editor shows a crossing as it is typed:
// config < lib < domain < components < features < app, and features never import another feature
// (routes in src/app compose them, decision 044). Core `no-restricted-imports`
// on the `@/` paths; scripts/architecture.test.ts still resolves every import (relative ones too)
// and checks cycles and file lengths. scripts/boundaries.test.ts lints deliberate crossings.
import { readdirSync } from 'node:fs';

/** The rule this file's blocks replace for their folders (one rule's options do not merge). */
const LINK = {
  name: 'react-router',
  importNames: ['Link', 'NavLink'],
  message: 'Use Link and NavLink from @/components/ui/link.',
};

const ABOVE = {
  config: ['lib', 'domain', 'components', 'features', 'app'],
  lib: ['domain', 'components', 'features', 'app'],
  domain: ['components', 'features', 'app'],
  components: ['features', 'app'],
};

const restrict = (files, patterns) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { paths: [LINK], patterns }] },
});

const features = readdirSync(new URL('../src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export const boundaries = [
  ...Object.entries(ABOVE).map(([layer, above]) =>
    restrict(
      [`src/${layer}/**/*.{ts,tsx}`],
      [{ group: above.map((name) => `@/${name}/**`), message: `${layer} never imports a layer above it.` }],
    ),
  ),
  ...features.map((feature) =>
    restrict(
      [`src/features/${feature}/**/*.{ts,tsx}`],
      [
        { group: ['@/app/**'], message: 'features never import the app: routes compose features.' },
        {
          group: ['@/features/*', '@/features/*/**', `!@/features/${feature}`, `!@/features/${feature}/**`],
          message: 'Features never import another feature: routes in src/app compose them (decision 044).',
        },
      ],
    ),
  ),
];
