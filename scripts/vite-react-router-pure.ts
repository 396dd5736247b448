// React Router's build keeps what no screen uses: its components are made by untagged top-level
// `React.forwardRef(…)` calls and named by `X.displayName = "…"` writes, and a bundler must assume
// both have side effects. So the framework mode's Form, PrefetchPageLinks and their helpers rode
// along with the declarative router. This marks those calls pure and drops the names (React
// DevTools' labels, unused in a production build), in React Router's production files only, so
// the bundler keeps just what the app imports. Lines are kept, so its source map maps by line.
import type { Plugin } from 'vite';

const REACT_ROUTER_BUILD = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/].*\.js$/;
const PURE_CALL = /\bReact\$1\.(forwardRef|createContext)\(/g;
const DISPLAY_NAME = /^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm;

/** React Router's production module with its components' calls marked pure and names dropped. */
export function pureReactRouter(code: string): string {
  return code.replace(DISPLAY_NAME, '').replace(PURE_CALL, '/* @__PURE__ */ $&');
}

/** A source map from each line of the output to the same line of the input (no line is added or removed). */
function lineMap(id: string, code: string) {
  const lines = code.split('\n').length;
  return {
    version: 3,
    sources: [id],
    names: [],
    mappings: ['AAAA', ...Array.from({ length: lines - 1 }, () => 'AACA')].join(';'),
  };
}

export function pureReactRouterPlugin(): Plugin {
  return {
    name: 'agent-console-pure-react-router',
    apply: 'build',
    transform: {
      filter: { id: REACT_ROUTER_BUILD },
      handler(code, id) {
        const pure = pureReactRouter(code);
        return pure === code ? null : { code: pure, map: lineMap(id, code) };
      },
    },
  };
}
