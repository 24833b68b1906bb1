import { I18n } from '@adonisjs/i18n'
import i18nManager from '@adonisjs/i18n/services/main'
import type { NextFn } from '@adonisjs/core/types/http'
import { type HttpContext, RequestValidator } from '@adonisjs/core/http'
import { resolveLocale } from '#core/services/locale'
import { isApiPath } from '#core/http'

/**
 * Picks the request's locale (cookie, Accept-Language, English) and makes its
 * i18n instance available to controllers, validators and views.
 */
export default class DetectUserLocaleMiddleware {
  static {
    RequestValidator.messagesProvider = (ctx) => ctx.i18n.createMessagesProvider('validation')
  }

  async handle(ctx: HttpContext, next: NextFn) {
    ctx.i18n = i18nManager.locale(resolveLocale(ctx))
    ctx.containerResolver.bindValue(I18n, ctx.i18n)
    // Views (pages' HTML shell, error pages) read the locale; JSON calls render none.
    if ('view' in ctx && !isApiPath(ctx)) {
      ctx.view.share({ i18n: ctx.i18n, locale: ctx.i18n.locale })
    }
    return next()
  }
}

declare module '@adonisjs/core/http' {
  export interface HttpContext {
    i18n: I18n
  }
}
