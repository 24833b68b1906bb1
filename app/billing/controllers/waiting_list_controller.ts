import type { HttpContext } from '@adonisjs/core/http'
import type { Locale } from '#business/app'
import { joinWaitingList } from '#billing/services/waiting_list'
import { waitingListMessages, waitingListValidator } from '#billing/validators/waiting_list'

/**
 * POST /api/waiting-list (public): an e-mail address joins the waiting list.
 * Answers 201 `{ joined: true }` whether the address is new or already on
 * the list (one entry, one confirmation e-mail); VALIDATION_ERROR with the
 * field's message in the viewer's language; RATE_LIMIT_EXCEEDED.
 */
export default class WaitingListController {
  async store(ctx: HttpContext) {
    const { email } = await ctx.request.validateUsing(waitingListValidator, {
      messagesProvider: waitingListMessages(ctx),
    })
    await joinWaitingList(email, ctx.i18n.locale as Locale, ctx.request.ip())
    ctx.response.status(201)
    return { joined: true as const }
  }
}
