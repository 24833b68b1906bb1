import vine from '@vinejs/vine'
import type { HttpContext } from '@adonisjs/core/http'
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_DAYS, LOCALES } from '#business/app'

export const localeValidator = vine.create({
  locale: vine.enum(LOCALES),
})

export default class LocaleController {
  /**
   * Remembers the chosen language for a year and, for a signed-in user, on
   * the account (e-mails follow it).
   */
  async update(ctx: HttpContext) {
    const { locale } = await ctx.request.validateUsing(localeValidator)
    ctx.response.plainCookie(LOCALE_COOKIE, locale, {
      encode: false,
      maxAge: `${LOCALE_COOKIE_MAX_AGE_DAYS}d`,
      // Only the server reads it (the page gets the locale in its props).
      httpOnly: true,
      sameSite: 'lax',
    })
    const user = ctx.auth.user
    if (user && user.locale !== locale) {
      user.locale = locale
      await user.save()
    }
    return ctx.response.redirect().back()
  }
}
