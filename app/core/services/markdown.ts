/**
 * Safe Markdown -> HTML for the admin-editable texts (content pages).
 *
 * A deliberately small subset: headings, paragraphs, unordered and ordered
 * lists, bold, italic, inline code and links. Everything else is text: the
 * input is never passed through as HTML (a `<script>` comes out as
 * `&lt;script&gt;`), and links keep only http(s), mailto and same-site paths.
 */

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

export function escapeHtml(text: string) {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char])
}

/** A link target we let through, or null (javascript:, data:, protocol-relative...). */
function safeHref(raw: string): string | null {
  const href = raw.trim()
  if (/^(https?:\/\/|mailto:)/i.test(href)) return href
  if (/^\/(?!\/)/.test(href) || href.startsWith('#')) return href
  return null
}

const INLINE =
  /`([^`]+)`|\*\*(.+?)\*\*|__(.+?)__|\[([^\]]+)\]\(([^()\s]+)\)|\*([^*\s](?:[^*]*[^*\s])?)\*|(?<![\p{L}\p{N}])_([^_\s](?:[^_]*[^_\s])?)_(?![\p{L}\p{N}])/u

/** Inline Markdown of one block's text, escaped. */
export function renderInline(text: string): string {
  let html = ''
  let rest = text
  while (rest.length) {
    const match = INLINE.exec(rest)
    if (!match) {
      html += escapeHtml(rest)
      break
    }
    html += escapeHtml(rest.slice(0, match.index))
    const [whole, code, strong, strongAlt, linkText, linkHref, em, emAlt] = match
    if (code !== undefined) {
      html += `<code>${escapeHtml(code)}</code>`
    } else if (strong !== undefined || strongAlt !== undefined) {
      html += `<strong>${renderInline(strong ?? strongAlt)}</strong>`
    } else if (linkText !== undefined) {
      const href = safeHref(linkHref)
      const label = renderInline(linkText)
      if (!href) {
        html += label
      } else {
        const external = /^https?:\/\//i.test(href)
        html += `<a href="${escapeHtml(href)}"${external ? ' rel="noopener noreferrer nofollow"' : ''}>${label}</a>`
      }
    } else {
      html += `<em>${renderInline(em ?? emAlt)}</em>`
    }
    rest = rest.slice(match.index + whole.length)
  }
  return html
}

type Block =
  | { kind: 'heading'; level: number; text: string }
  | { kind: 'paragraph'; lines: string[] }
  | { kind: 'list'; ordered: boolean; items: string[] }

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/
const BULLET = /^\s*[-*+]\s+(.*)$/
const NUMBERED = /^\s*\d{1,9}[.)]\s+(.*)$/

function blocksOf(markdown: string): Block[] {
  const blocks: Block[] = []
  let current: Block | null = null
  const close = () => {
    if (current) blocks.push(current)
    current = null
  }
  for (const line of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    if (!line.trim()) {
      close()
      continue
    }
    const heading = HEADING.exec(line)
    if (heading) {
      close()
      blocks.push({ kind: 'heading', level: heading[1].length, text: heading[2] })
      continue
    }
    const bullet = BULLET.exec(line)
    const numbered = bullet ? null : NUMBERED.exec(line)
    if (bullet || numbered) {
      const ordered = !!numbered
      const block = current as Block | null
      if (!block || block.kind !== 'list' || block.ordered !== ordered) {
        close()
        current = { kind: 'list', ordered, items: [] }
      }
      ;(current as unknown as { items: string[] }).items.push((bullet ?? numbered)![1])
      continue
    }
    const block = current as Block | null
    if (block?.kind === 'list') {
      // A continuation line of the last item.
      block.items[block.items.length - 1] += ` ${line.trim()}`
      continue
    }
    if (!block) current = { kind: 'paragraph', lines: [] }
    ;(current as unknown as { lines: string[] }).lines.push(line.trim())
  }
  close()
  return blocks
}

export type MarkdownOptions = {
  /** The level a `#` heading gets (default 1); deeper ones follow, up to h6. */
  topHeadingLevel?: number
}

/** The HTML of a Markdown text; safe to inject (no HTML of the input survives). */
export function markdownToHtml(markdown: string, options: MarkdownOptions = {}): string {
  const shift = (options.topHeadingLevel ?? 1) - 1
  return blocksOf(markdown)
    .map((block) => {
      switch (block.kind) {
        case 'heading': {
          const level = Math.min(6, block.level + shift)
          return `<h${level}>${renderInline(block.text)}</h${level}>`
        }
        case 'list': {
          const tag = block.ordered ? 'ol' : 'ul'
          const items = block.items.map((item) => `<li>${renderInline(item)}</li>`).join('')
          return `<${tag}>${items}</${tag}>`
        }
        case 'paragraph':
          return `<p>${block.lines.map(renderInline).join('\n')}</p>`
      }
    })
    .join('\n')
}

/** The FAQ shape of a Markdown text: each heading is a question, what follows is its answer. */
export function markdownSections(markdown: string): { heading: string; html: string }[] {
  const sections: { heading: string; lines: string[] }[] = []
  for (const line of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    const heading = HEADING.exec(line)
    if (heading) {
      sections.push({ heading: heading[2], lines: [] })
    } else if (sections.length) {
      sections[sections.length - 1].lines.push(line)
    } else if (line.trim()) {
      sections.push({ heading: '', lines: [line] })
    }
  }
  return sections.map((section) => ({
    heading: renderInline(section.heading),
    html: markdownToHtml(section.lines.join('\n')),
  }))
}
