import MarkdownIt, { type Token } from 'markdown-it'
import sanitizeHtml from 'sanitize-html'

/**
 * Safe Markdown -> HTML for the admin-editable texts (content pages).
 *
 * markdown-it reads a deliberately small subset: headings, paragraphs, lists, bold,
 * italic, inline code and links. Everything else is text, HTML included (a `<script>`
 * comes out as `&lt;script&gt;`). sanitize-html then keeps only those tags, and links
 * only to http(s), mailto and same-site paths.
 */
const markdown = new MarkdownIt('zero').enable([
  'heading',
  'list',
  'newline',
  'escape',
  'backticks',
  'emphasis',
  'link',
])

// The sanitiser judges link targets: a refused one loses its link and keeps its text,
// where markdown-it would leave the whole `[text](url)` source on the page.
markdown.validateLink = () => true

// Lists stay compact (`<ul><li>one</li></ul>`), as the site's HTML has always been.
for (const rule of ['bullet_list_open', 'ordered_list_open', 'list_item_close']) {
  markdown.renderer.rules[rule] = (tokens, index, options, _env, renderer) =>
    renderer.renderToken(tokens, index, options).replace(/\n$/, '')
}

const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6']

function sanitized(html: string, topHeadingLevel = 1): string {
  const shift = topHeadingLevel - 1
  return sanitizeHtml(html.trimEnd(), {
    allowedTags: [...HEADINGS, 'p', 'br', 'ul', 'ol', 'li', 'strong', 'em', 'code', 'a'],
    allowedAttributes: { a: ['href', 'title', 'rel'], ol: ['start'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowProtocolRelative: false,
    transformTags: {
      // `#` becomes the caller's top level (h2 under a page's own h1), deeper ones follow.
      ...Object.fromEntries(HEADINGS.map((tag, i) => [tag, HEADINGS[Math.min(5, i + shift)]])),
      // Links out of the site pass no referrer, no opener and no ranking.
      a: (tagName, attribs) => ({
        tagName,
        attribs: /^https?:/i.test(attribs.href ?? '')
          ? { ...attribs, rel: 'noopener noreferrer nofollow' }
          : attribs,
      }),
    },
    // A link whose target was refused above keeps its text.
    exclusiveFilter: (frame) => (frame.tag === 'a' && !frame.attribs.href ? 'excludeTag' : false),
    // sanitize-html writes a text's quotes bare; keep them as markdown-it (and the
    // renderer before it) wrote them, `&quot;`.
    textFilter: (text) => text.replaceAll('"', '&quot;'),
  })
}

/** Inline Markdown of one block's text (no paragraphs), safe HTML. */
export function renderInline(text: string): string {
  return sanitized(markdown.renderInline(text))
}

export type MarkdownOptions = {
  /** The level a `#` heading gets (default 1); deeper ones follow, up to h6. */
  topHeadingLevel?: number
}

/** The HTML of a Markdown text; safe to inject (no HTML of the input survives). */
export function markdownToHtml(text: string, options: MarkdownOptions = {}): string {
  return sanitized(markdown.render(text), options.topHeadingLevel)
}

/**
 * A Markdown text around its first list, as markdown-it reads it: the source before the list,
 * each item's inline Markdown (its lines joined), and the source after the list.
 */
export function markdownAroundList(text: string): {
  before: string
  items: string[]
  after: string
} {
  const tokens = markdown.parse(text, {})
  const start = tokens.findIndex(
    (token) =>
      token.level === 0 && (token.type === 'bullet_list_open' || token.type === 'ordered_list_open')
  )
  if (start === -1) return { before: text, items: [], after: '' }
  const closing = tokens[start].type.replace('_open', '_close')
  const end = tokens.findIndex(
    (token, index) => index > start && token.type === closing && token.level === 0
  )
  const items: string[] = []
  for (const token of tokens.slice(start + 1, end)) {
    if (token.type === 'list_item_open' && token.level === 1) items.push('')
    // An item's own text: its paragraphs' inline runs (level 3), not a nested list's.
    else if (token.type === 'inline' && token.level === 3) {
      const joined = token.content.replace(/\s*\n\s*/g, ' ')
      items[items.length - 1] = `${items[items.length - 1]} ${joined}`.trim()
    }
  }
  const lines = text.replace(/\r\n?/g, '\n').split('\n')
  const [from, to] = tokens[start].map ?? [0, lines.length]
  return {
    before: lines.slice(0, from).join('\n'),
    items,
    after: lines.slice(to).join('\n'),
  }
}

/** The FAQ shape of a Markdown text: each heading is a question, what follows is its answer. */
export function markdownSections(text: string): { heading: string; html: string }[] {
  const sections: { heading: string; tokens: Token[] }[] = []
  const tokens = markdown.parse(text, {})
  for (let index = 0; index < tokens.length; index++) {
    if (tokens[index].type === 'heading_open') {
      // heading_open, the heading's inline text, heading_close.
      sections.push({ heading: tokens[index + 1].content, tokens: [] })
      index += 2
    } else {
      if (!sections.length) sections.push({ heading: '', tokens: [] })
      sections[sections.length - 1].tokens.push(tokens[index])
    }
  }
  return sections.map((section) => ({
    heading: renderInline(section.heading),
    html: sanitized(markdown.renderer.render(section.tokens, markdown.options, {})),
  }))
}
