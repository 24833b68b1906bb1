import vine from '@vinejs/vine'
import app from '@adonisjs/core/services/app'
import type { HttpContext } from '@adonisjs/core/http'
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_DAYS, LOCALES } from '#business/app'
import { clientMessagesJson, isSupportedLocale } from '#core/services/locale'
import { AppError } from '#core/errors'

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

  /**
   * The interface texts of a language, as the page's script loads them before
   * it starts (`/i18n/en?v=<build version>`, preloaded by the page's head):
   * kept out of every page's HTML, and cached by the browser for as long as
   * the build is current (a new build has a new version, so a new address).
   */
  async messages({ params, request, response, inertia }: HttpContext) {
    const locale = params.locale
    if (!isSupportedLocale(locale)) throw new AppError('NOT_FOUND')
    const current = String(request.input('v', '')) === String(inertia.getVersion())
    response.header(
      'cache-control',
      current && app.inProduction ? 'public, max-age=31536000, immutable' : 'no-cache'
    )
    response.header('content-type', 'application/json; charset=utf-8')
    return response.send(clientMessagesJson(locale))
  }
}
