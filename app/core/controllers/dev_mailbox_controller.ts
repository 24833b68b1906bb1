import type { HttpContext } from '@adonisjs/core/http'
import { AppError } from '#core/errors'
import { appMailbox } from '#core/services/mailbox'

/** Where the message's links point: shown under the message so they open in this tab. */
function linksOf(html: string) {
  const links = new Set<string>()
  for (const match of html.matchAll(/<a\s[^>]*href="([^"]+)"/gi)) {
    const href = match[1]
      .replace(/&amp;/g, '&')
      .replace(/&quot;/g, '"')
      .replace(/&#x27;/g, "'")
      .replace(/&#39;/g, "'")
    if (/^https?:\/\//i.test(href)) links.add(href)
  }
  return [...links]
}

function wantsJson({ request }: HttpContext) {
  return request.accepts(['html', 'json']) === 'json'
}

/**
 * The development mailbox (MAIL_MAILER=mailbox): captured e-mails, newest
 * first, and each message with its HTML (in a sandboxed frame) and text.
 * Registered only outside production (see app/core/routes_dev.ts).
 */
export default class DevMailboxController {
  async index(ctx: HttpContext) {
    const messages = await appMailbox().list()
    if (wantsJson(ctx)) return messages
    return ctx.view.render('dev/mailbox', { messages })
  }

  async show(ctx: HttpContext) {
    const message = await appMailbox().find(ctx.params.id)
    if (!message) throw new AppError('NOT_FOUND', { messageKey: 'errors.codes.NOT_FOUND' })
    const links = linksOf(message.html)
    if (wantsJson(ctx)) return { ...message, links }
    return ctx.view.render('dev/mailbox_message', { message, links })
  }
}
