// highlight.js is loaded only when a code block is shown, one language at a time, so a chat
// without code never pays for it. Its output is read as a token tree (never as an HTML string),
// so highlighted code reaches the page as React text nodes.
import type { HLJSApi } from 'highlight.js';
import { inTurn } from '@/lib/work-in-turns';

type LanguageModule = { default: Parameters<HLJSApi['registerLanguage']>[1] };

const LANGUAGES: Record<string, () => Promise<LanguageModule>> = {
  javascript: () => import('highlight.js/lib/languages/javascript'),
  typescript: () => import('highlight.js/lib/languages/typescript'),
  python: () => import('highlight.js/lib/languages/python'),
  json: () => import('highlight.js/lib/languages/json'),
  bash: () => import('highlight.js/lib/languages/bash'),
  xml: () => import('highlight.js/lib/languages/xml'),
  css: () => import('highlight.js/lib/languages/css'),
  sql: () => import('highlight.js/lib/languages/sql'),
  go: () => import('highlight.js/lib/languages/go'),
  rust: () => import('highlight.js/lib/languages/rust'),
  java: () => import('highlight.js/lib/languages/java'),
  yaml: () => import('highlight.js/lib/languages/yaml'),
  markdown: () => import('highlight.js/lib/languages/markdown'),
  diff: () => import('highlight.js/lib/languages/diff'),
};

const ALIASES: Record<string, string> = {
  js: 'javascript',
  jsx: 'javascript',
  mjs: 'javascript',
  cjs: 'javascript',
  ts: 'typescript',
  tsx: 'typescript',
  py: 'python',
  sh: 'bash',
  shell: 'bash',
  zsh: 'bash',
  html: 'xml',
  svg: 'xml',
  htm: 'xml',
  yml: 'yaml',
  md: 'markdown',
  patch: 'diff',
  rs: 'rust',
};

/** The highlight.js language for a fence tag, file extension or content type, if we have one. */
export function languageOf(hint: string | undefined): string | undefined {
  if (!hint) return undefined;
  const name = hint
    .toLowerCase()
    .replace(/^language-/, '')
    .replace(/^.*\//, '')
    .replace(/^x-/, '');
  const resolved = ALIASES[name] ?? name;
  return Object.hasOwn(LANGUAGES, resolved) ? resolved : undefined;
}

export type TokenNode = string | { scope?: string; children: TokenNode[] };

let core: Promise<HLJSApi> | undefined;
const registered = new Map<string, Promise<void>>();

async function loadLanguage(language: string): Promise<HLJSApi> {
  core ??= import('highlight.js/lib/core').then((module) => module.default);
  const hljs = await core;
  let ready = registered.get(language);
  const load = LANGUAGES[language];
  if (!ready && load) {
    ready = load().then((module) => hljs.registerLanguage(language, module.default));
    registered.set(language, ready);
  }
  if (ready) await ready;
  return hljs;
}

function isTokenNode(value: unknown): value is TokenNode {
  if (typeof value === 'string') return true;
  if (!value || typeof value !== 'object') return false;
  const children: unknown = Reflect.get(value, 'children');
  const scope: unknown = Reflect.get(value, 'scope');
  return Array.isArray(children) && (scope === undefined || typeof scope === 'string');
}

/**
 * Longer code shows plain: highlight.js works through a text in one go, and a block of hundreds of
 * KB would hold the page for seconds.
 */
export const MAX_HIGHLIGHTED_CHARS = 20_000;

/**
 * Highlights `code`, resolving to the token tree's top-level nodes (or undefined to show it plain).
 * Blocks are highlighted in turns (lib/work-in-turns.ts): a long reply with hundreds of code blocks would
 * otherwise highlight them all in one go once the language arrives. A block gone from the page
 * (`signal` aborted) is skipped.
 */
export async function highlightTokens(
  code: string,
  language: string,
  signal?: AbortSignal,
): Promise<TokenNode[] | undefined> {
  if (code.length > MAX_HIGHLIGHTED_CHARS) return undefined;
  const hljs = await loadLanguage(language);
  return inTurn(() => {
    const result = hljs.highlight(code, { language, ignoreIllegals: true });
    const root: unknown = Reflect.get(result._emitter, 'rootNode');
    return isTokenNode(root) && typeof root !== 'string' ? root.children : undefined;
  }, signal);
}

/** hljs's class names for a scope: "title.function" → "hljs-title function_". */
export function scopeClassName(scope: string): string {
  if (scope.startsWith('language:')) return '';
  const [first, ...rest] = scope.split('.');
  return [`hljs-${first}`, ...rest.map((piece, index) => `${piece}${'_'.repeat(index + 1)}`)].join(' ');
}
