import MarkdownIt from 'markdown-it';

/**
 * The one markdown renderer of the portal (the top banner and the static texts; spec section 5:
 * "Markdown links with javascript:, vbscript: or data: are dropped; http/https links are
 * external"). The browser receives only the HTML this writes, never markdown:
 * - raw HTML is text (`html: false`), images are not markdown here (the CSP allows no other origin);
 * - a link is kept when it is relative (stays in the portal), http(s) (opens outside: a new tab,
 *   `rel="noopener noreferrer"`), protocol-relative (outside too) or mailto:/tel:; any other scheme
 *   (javascript:, vbscript:, data:, file: ...) loses its link and keeps its text;
 * - single line breaks are kept (`breaks`), as operators write short notices line by line.
 */
type TToken = ReturnType<InstanceType<typeof MarkdownIt>['parse']>[number];
type TRenderRule = NonNullable<InstanceType<typeof MarkdownIt>['renderer']['rules']['link_open']>;

const md = new MarkdownIt({ html: false, linkify: false, typographer: false, breaks: true });
md.disable(['image']);
// Every destination reaches the rule below, which decides (markdown-it's own check would leave the
// whole `[text](javascript:...)` as literal text).
md.validateLink = () => true;

type TLinkKind = 'internal' | 'external' | 'dropped';

/** Schemes a link may keep besides http(s). */
const KEPT_SCHEMES = new Set(['mailto', 'tel']);

/** How a link's destination is treated (see the module's note). */
export function linkKind(href: string): TLinkKind {
  // Read as markdown-it wrote it (percent-encoded) and decoded, whichever is stricter; browsers
  // ignore control characters and spaces inside a scheme (`java\tscript:`).
  let decoded = href;
  try {
    decoded = decodeURIComponent(href);
  } catch {
    // a lone % stays as written
  }
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const plain = decoded.replace(/[\u0000-\u0020\u007f]/g, '').toLowerCase();
  if (plain.startsWith('//') || plain.startsWith('\\\\') || plain.startsWith('/\\') || plain.startsWith('\\/'))
    return 'external';
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(plain)?.[1];
  if (!scheme) return 'internal';
  if (scheme === 'http' || scheme === 'https') return 'external';
  return KEPT_SCHEMES.has(scheme) ? 'internal' : 'dropped';
}

md.core.ruler.push('portal_links', (state) => {
  for (const block of state.tokens) {
    let open: TToken | undefined;
    for (const token of block.children ?? []) {
      if (token.type === 'link_open') {
        open = token;
        const kind = linkKind(String(token.attrGet('href') ?? ''));
        token.meta = { ...(token.meta as object), kind };
        if (kind === 'external') {
          token.attrSet('target', '_blank');
          token.attrSet('rel', 'noopener noreferrer');
        }
      } else if (token.type === 'link_close' && open) {
        token.meta = { ...(token.meta as object), kind: (open.meta as { kind: TLinkKind }).kind };
        open = undefined;
      }
    }
  }
});

const dropped = (token: TToken | undefined) => (token?.meta as { kind?: TLinkKind } | null)?.kind === 'dropped';
const linkRule: TRenderRule = (tokens, idx, options, _env, self) =>
  dropped(tokens[idx]) ? '' : self.renderToken(tokens, idx, options);
md.renderer.rules.link_open = linkRule;
md.renderer.rules.link_close = linkRule;

/** The markdown as safe HTML (see the module's note); an empty text gives ''. */
export function renderMarkdown(markdown: string): string {
  return md.render(markdown);
}
