// ESLint flat config: typescript-eslint with type information, React hooks (including the
// React Compiler rules), and jsx-a11y for the app. Zero warnings are allowed (`npm run lint`).
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { boundaries } from './scripts/eslint-boundaries.js';

export default tseslint.config(
  {
    // Build output, reports and local data (.gitignore's list): never source, and linting them is
    // most of what a cold run could waste.
    ignores: [
      'dist',
      'dev-dist',
      'reports',
      'test-results',
      'playwright-report',
      'coverage',
      '.cache',
      '.sim-data',
      '.scratch',
      'tmp',
    ],
  },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommendedTypeChecked],
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat['recommended-latest'], jsxA11y.flatConfigs.recommended],
    rules: {
      // Scrolling <pre> blocks (code, diffs, JSON) and the conversation log take keyboard focus so
      // they can be scrolled without a mouse (WCAG 2.1.1; axe's scrollable-region-focusable).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: ['pre'], roles: ['tabpanel', 'log'] }],
      // The rule is about the DOM attribute; a component's own `autoFocus` prop (AnswerPanel) is
      // focus management on an explicit action, handled inside the component.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
      // components/ui/link.tsx: React Router's own links bring its framework mode's code along.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router',
              importNames: ['Link', 'NavLink'],
              message: 'Use Link and NavLink from @/components/ui/link.',
            },
          ],
        },
      ],
    },
  },
  // The layers and the features' public entries (after the block above: its rule is replaced).
  ...boundaries,
  {
    // Tests, the simulator, the bench and scripts run in node; test doubles may be loose.
    files: ['**/*.test.{ts,tsx}', 'e2e/**', 'bench/**', 'simulator/**', 'scripts/**', 'src/testing/**'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/unbound-method': 'off',
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    extends: [js.configs.recommended],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // The bench's naive baseline clients run in the browser.
    files: ['bench/baselines/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Service worker code: imported into the app's worker (scripts/pwa.ts), and the kill switch.
    files: ['public/sw-routes.js', 'docs/service-worker-kill-switch.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
);
