/**
 * The page's only style sheet, inlined: the reference is one self-contained file, readable offline
 * and from a file:// URL, so it names no font, image or other URL. Light and dark follow the reader's
 * setting. `[hidden]` wins over every display rule, since the search hides table rows too.
 */
export const PAGE_STYLE = `
:root { color-scheme: light dark; --fg: #1f2328; --muted: #59636e; --bg: #ffffff; --panel: #f6f8fa; --line: #d1d9e0; --accent: #0969da; }
@media (prefers-color-scheme: dark) { :root { --fg: #e6edf3; --muted: #9198a1; --bg: #0d1117; --panel: #151b23; --line: #3d444d; --accent: #4493f8; } }
* { box-sizing: border-box; }
[hidden] { display: none !important; }
body { margin: 0; font: 15px/1.5 system-ui, -apple-system, "Segoe UI", sans-serif; color: var(--fg); background: var(--bg); }
a { color: var(--accent); }
code, pre { font-family: ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace; font-size: 0.9em; }
code { background: var(--panel); padding: 0.1em 0.3em; border-radius: 4px; overflow-wrap: anywhere; }
pre { background: var(--panel); padding: 0.75em 1em; border-radius: 6px; overflow-x: auto; }
pre code { background: none; padding: 0; }
.layout { display: flex; align-items: flex-start; }
nav#contents { position: sticky; top: 0; flex: 0 0 19rem; height: 100vh; overflow-y: auto; padding: 1rem; border-right: 1px solid var(--line); background: var(--panel); font-size: 0.9em; }
nav#contents ul { list-style: none; margin: 0; padding-left: 0.9rem; }
nav#contents > ul { padding-left: 0; }
nav#contents li { margin: 0.1rem 0; }
main { flex: 1 1 auto; min-width: 0; max-width: 72rem; padding: 1rem 2rem 4rem; }
section { scroll-margin-top: 1rem; }
section.entry { border-top: 1px solid var(--line); margin-top: 1.5rem; }
table { border-collapse: collapse; margin: 0.75rem 0; display: block; overflow-x: auto; }
th, td { border: 1px solid var(--line); padding: 0.3rem 0.6rem; text-align: left; vertical-align: top; }
th { background: var(--panel); }
tr:target, section:target > :first-child { background: color-mix(in srgb, var(--accent) 15%, transparent); }
#search { margin-bottom: 1rem; }
#search input { width: 100%; padding: 0.4rem 0.5rem; font: inherit; border: 1px solid var(--line); border-radius: 6px; background: var(--bg); color: var(--fg); }
#search-status { color: var(--muted); font-size: 0.85em; min-height: 1.2em; margin: 0.3rem 0 0; }
body.searching .overview { display: none; }
@media (max-width: 50rem) { .layout { display: block; } nav#contents { position: static; height: auto; border-right: 0; border-bottom: 1px solid var(--line); } main { padding: 1rem; } }
`;
