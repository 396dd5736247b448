import type { Linter } from 'eslint';

/** The boundary blocks of eslint.config.js (scripts/eslint-boundaries.js). */
export declare const boundaries: Linter.Config[];
