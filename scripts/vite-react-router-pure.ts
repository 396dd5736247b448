// React Router's build keeps what no screen uses: its components are made by untagged top-level
// `React.forwardRef(…)` calls and named by `X.displayName = "…"` writes, and a bundler must assume
// both have side effects. So the framework mode's Form, PrefetchPageLinks and their helpers rode
// along with the declarative router, and so did the data router's routes (a top-level
// `React.memo(DataRoutes)`). This marks those calls pure and drops the names (React
// DevTools' labels, unused in a production build), in React Router's production files only, so
// the bundler keeps just what the app imports. No line is added or removed and a dropped name
// leaves its line empty, so the module's own positions still hold (`map: null`): only the columns
// after an added mark shift, by its length.
import type { Plugin } from 'vite';

const REACT_ROUTER_BUILD = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/].*\.js$/;
const PURE_CALL = /\bReact\$1\.(forwardRef|createContext|memo)\(/g;
const DISPLAY_NAME = /^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm;

/** React Router's production module with its components' calls marked pure and names dropped. */
export function pureReactRouter(code: string): string {
  return code.replace(DISPLAY_NAME, '').replace(PURE_CALL, '/* @__PURE__ */ $&');
}

export function pureReactRouterPlugin(): Plugin {
  return {
    name: 'agent-console-pure-react-router',
    apply: 'build',
    transform: {
      filter: { id: REACT_ROUTER_BUILD },
      handler(code) {
        const pure = pureReactRouter(code);
        return pure === code ? null : { code: pure, map: null };
      },
    },
  };
}
