import { Fragment, useMemo } from 'react'
import { LinkifyIt } from 'linkify-it'

/** Web links only (http, https and bare `www.` addresses); never e-mail or other schemes. */
const links = new LinkifyIt({ fuzzyEmail: false })
  .add('mailto:', null)
  .add('//', null)
  .add('ftp:', null)

/**
 * A message's text as written: its line breaks kept (CSS `pre-wrap`), every web address a link
 * opening in a new tab (`noopener`, `nofollow ugc`: a member's link earns no trust), nothing
 * else interpreted. React escapes the text: no HTML a member typed is ever rendered, and a link
 * is never fetched to preview it.
 */
export function MessageText({ body }: { body: string }) {
  const parts = useMemo(() => {
    const found = links.match(body) ?? []
    const out: { text: string; href?: string }[] = []
    let at = 0
    for (const match of found) {
      if (match.index > at) out.push({ text: body.slice(at, match.index) })
      out.push({ text: match.raw, href: match.url })
      at = match.lastIndex
    }
    if (at < body.length) out.push({ text: body.slice(at) })
    return out
  }, [body])

  return (
    <p className="text-sm break-words whitespace-pre-wrap">
      {parts.map((part, index) =>
        part.href ? (
          <a
            key={index}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer nofollow ugc"
            className="font-medium underline underline-offset-2 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
          >
            {part.text}
          </a>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        )
      )}
    </p>
  )
}
