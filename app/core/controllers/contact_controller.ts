import type { HttpContext } from '@adonisjs/core/http'
import type { Locale } from '#business/app'
import { sendContactMessage } from '#core/services/contact'
import { CONTACT_RULES, contactMessages, contactValidator } from '#core/validators/contact'

/**
 * The contact page (GET /contact) and its JSON call (POST /api/contact):
 * a message stored for the team and e-mailed to it.
 */
export default class ContactController {
  show({ inertia, auth }: HttpContext) {
    const user = auth.user
    return inertia.render('core/contact', {
      prefill: user ? { name: user.fullName, email: user.email } : null,
      rules: {
        nameMaxLength: CONTACT_RULES.nameMaxLength,
        messageMinLength: CONTACT_RULES.messageMinLength,
        messageMaxLength: CONTACT_RULES.messageMaxLength,
      },
    })
  }

  /**
   * 201 `{ sent: true }`; VALIDATION_ERROR with each field's message in the
   * viewer's language; RATE_LIMIT_EXCEEDED after 5 messages an hour per IP.
   */
  async store(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(contactValidator, {
      messagesProvider: contactMessages(ctx),
    })
    await sendContactMessage(input, {
      userId: ctx.auth.user?.id ?? null,
      locale: ctx.i18n.locale as Locale,
      ip: ctx.request.ip(),
    })
    ctx.response.status(201)
    return { sent: true }
  }
}
