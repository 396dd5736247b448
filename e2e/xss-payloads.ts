// The XSS corpus: script tags, event handlers, javascript:/data: links, SVG, iframes, markdown
// tricks and mutation-XSS shapes. Each base vector that calls alert(1) is repeated with the other
// sinks a payload might reach for (confirm, prompt, a global flag), so every variant that ran
// would be seen: as a dialog or as `window.__xss`.
const BASE: string[] = [
  // Script and event handlers
  '<script>window.__xss=1</script>',
  '<script>alert(1)</script>',
  '<script src="data:text/javascript,alert(1)"></script>',
  '<img src=x onerror="alert(1)">',
  '<img/src/onerror=alert(1)>',
  '<img src=x:alert(alt) onerror=eval(src) alt=0>',
  '<img srcset="x" onerror=alert(1)>',
  '<picture><source srcset=x><img onerror=alert(1)></picture>',
  '<svg onload=alert(1)>',
  '<svg/onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">svg link</text></a></svg>',
  '<svg><foreignObject><iframe srcdoc="<script>parent.alert(1)</script>"></iframe></foreignObject></svg>',
  '<body onload=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<input autofocus onfocus=alert(1)>',
  '<select autofocus onfocus=alert(1)>',
  '<textarea autofocus onfocus=alert(1)>',
  '<keygen autofocus onfocus=alert(1)>',
  '<video><source onerror=alert(1)></video>',
  '<audio src=x onerror=alert(1)>',
  '<marquee onstart=alert(1)>',
  '<div onpointerover=alert(1)>hover me</div>',
  '<a id=x tabindex=1 onfocus=alert(1)>focus</a>',
  '<x contenteditable onblur=alert(1)>lose focus</x>',
  '<isindex type=image src=1 onerror=alert(1)>',
  '<IMG SRC=JaVaScRiPt:alert(1)>',
  '<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)>',
  // Frames, objects, navigation
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>parent.alert(1)</script>"></iframe>',
  '<iframe src=data:text/html,<script>alert(1)</script>>',
  '<object data="javascript:alert(1)">',
  '<object data=data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==>',
  '<embed src="javascript:alert(1)">',
  '<a href="javascript:alert(1)">html link</a>',
  '<a href="&#x6A;avascript:alert(1)">entity link</a>',
  '<a href=" javascript:alert(1)">space link</a>',
  '<a href="java&#x09;script:alert(1)">tab link</a>',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<link rel=import href="data:text/html,<script>alert(1)</script>">',
  "<style>@import 'javascript:alert(1)';</style>",
  '<div style="background:url(javascript:alert(1))">styled</div>',
  // Breaking out of contexts; mutation XSS
  '"><script>alert(1)</script>',
  "'><img src=x onerror=alert(1)>",
  '</textarea><script>alert(1)</script>',
  '</title><script>alert(1)</script>',
  '</script><script>alert(1)</script>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<template><script>alert(1)</script></template>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<svg><style><img src=x onerror=alert(1)></style></svg>',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
  '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
  '<math><annotation-xml encoding="text/html"><style><img src=x onerror=alert(1)></style></annotation-xml></math>',
  '<img src="x` `<script>alert(1)</script>"` `>',
  "{{constructor.constructor('alert(1)')()}}",
  '${alert(1)}',
  // Markdown tricks
  '[md link](javascript:alert(1))',
  '[md link](JAVASCRIPT:alert(1))',
  '[md link](javascript&#58;alert(1))',
  '[md link](&#106;avascript:alert(1))',
  '[md link](java\tscript:alert(1))',
  '[md link](  javascript:alert(1))',
  '[md link](<javascript:alert(1)>)',
  '[md link](javascript://%0aalert(1))',
  '[md link](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '[md link](vbscript:alert(1))',
  '[md link](file:///etc/passwd#alert(1))',
  '[md ref][evil]\n\n[evil]: javascript:alert(1)',
  '<javascript:alert(1)>',
  '![md image](javascript:alert(1))',
  '![md image](data:image/svg+xml,<svg onload=alert(1)>)',
  '![md image](https://example.invalid/x.png"onerror="alert(1))',
  '[![nested](javascript:alert(1))](javascript:alert(1))',
  '[titled](https://example.com "t\\" onmouseover=alert(1) x=\\"")',
  '[<img src=x onerror=alert(1)>](https://example.com)',
  '![<img src=x onerror=alert(1)>](https://example.invalid/i.png)',
  '`<script>alert(1)</script>`',
  '```html\n<script>alert(1)</script>\n```',
  '> <img src=x onerror=alert(1)>',
  '| a | <img src=x onerror=alert(1)> |\n|---|---|\n| b | c |',
  '- [ ] <script>alert(1)</script>',
  '<details><summary>open me</summary><img src=x onerror=alert(1)></details>',
  '**<svg onload=alert(1)>**',
  'footnote[^x]\n\n[^x]: <script>alert(1)</script>',
  '<https://example.com/"onmouseover="alert(1)>',
  'www.example.com/<img src=x onerror=alert(1)>',
];

const SINKS = ['confirm(1)', 'prompt(1)', 'window.__xss=1'];

function variants(payload: string): string[] {
  if (!payload.includes('alert(1)')) return [payload];
  return [payload, ...SINKS.map((sink) => payload.split('alert(1)').join(sink))];
}

export const XSS_PAYLOADS: string[] = [...new Set(BASE.flatMap(variants))];

/** Payloads fit to be file names: no path separators or NUL, not too long. */
export const XSS_FILE_NAMES: string[] = XSS_PAYLOADS.filter((p) => !/[/\\\0\n\t]/.test(p) && p.length < 120);

export function batches<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
