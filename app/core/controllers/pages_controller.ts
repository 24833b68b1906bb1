import type { HttpContext } from '@adonisjs/core/http'
import type { Locale } from '#business/app'
import type { ContentKey } from '#database/seeding/content_pages'
import { staticPage } from '#core/services/content'
import StaticPageTransformer from '#core/transformers/static_page_transformer'

/**
 * The static pages of the marketplace (the home page is the catalogue's: mentoring),
 * whose texts are the admin's content (content_pages) in the viewer's
 * language, rendered as safe Markdown.
 */
export default class PagesController {
  #content(ctx: HttpContext, key: ContentKey) {
    return staticPage(key, ctx.i18n.locale as Locale).then((page) =>
      ctx.inertia.render('core/content_page', { page: StaticPageTransformer.transform(page) })
    )
  }

  about(ctx: HttpContext) {
    return this.#content(ctx, 'about')
  }

  privacy(ctx: HttpContext) {
    return this.#content(ctx, 'privacy')
  }

  cookiePolicy(ctx: HttpContext) {
    return this.#content(ctx, 'cookie_policy')
  }

  terms(ctx: HttpContext) {
    return this.#content(ctx, 'terms')
  }

  careers({ inertia }: HttpContext) {
    return inertia.render('core/careers', {})
  }
}
