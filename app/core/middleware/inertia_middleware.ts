import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import BaseInertiaMiddleware from '@adonisjs/inertia/inertia_middleware'
import type { InertiaConfig } from '@adonisjs/inertia/types'
import { clientMessages, resolveLocale } from '#core/services/locale'
import { appUrl } from '#core/mails/localized_mail'
import type { ToastMessage } from '#core/services/toast'
import { analyticsClientConfig } from '#config/analytics'
import { parseConsent, type Locale } from '#business/app'
import { isApiPath } from '#core/http'
import { modulePageProps } from '#core/services/page_props'

/**
 * Shield refuses a form whose CSRF token expired by flashing it among the
 * errors (not the input errors Inertia shares): the page's form helper needs
 * to see it to send the form once more (spec section 7).
 */
function tokenRefusal(ctx: HttpContext): Record<string, string> {
  const refused = ctx.session?.flashMessages.get('errorsBag', {})?.E_BAD_CSRF_TOKEN
  return refused ? { E_BAD_CSRF_TOKEN: String(refused) } : {}
}

export default class InertiaMiddleware extends BaseInertiaMiddleware {
  async share(ctx: HttpContext) {
    /**
     * A page may render before the session, auth or i18n middleware ran
     * (a 404 for an unknown path), so nothing here assumes they did.
     */
    const { auth } = ctx as Partial<HttpContext>
    const user = auth?.user
    const locale = (ctx.i18n?.locale as Locale | undefined) ?? resolveLocale(ctx)

    return {
      locale: ctx.inertia.always(locale),
      // The interface texts (about 130 KB): sent with the first page and when the language
      // changes (the key names it); later visits reuse the copy the client holds. Wrapped in
      // one key: Inertia copies a prop's object key by key (http-transformers' resolveValues),
      // which for the bare texts was thousands of keys per page and a new object each time,
      // where the server's render keeps reusing the one it has.
      messages: ctx.inertia.once(() => ({ texts: clientMessages(locale) }), {
        key: `messages.${locale}`,
      }),
      timeZone: ctx.inertia.always(user?.timezone ?? 'UTC'),
      // The signed-in user, the guided tour, saved mentors...: each module's own.
      ...(await modulePageProps(ctx)),
      errors: ctx.inertia.always({ ...this.getValidationErrors(ctx), ...tokenRefusal(ctx) }),
      requestId: ctx.inertia.always(ctx.request.id() ?? null),
      // The public origin (APP_URL): canonical and alternate links of the page's <head>.
      appUrl: ctx.inertia.always(appUrl()),
      // Third-party analytics (null when off); the page loads it only after consent.
      analytics: analyticsClientConfig(),
      // No cookie choice saved yet: the page comes with the consent banner open.
      consentPending: parseConsent(ctx.request.header('cookie') ?? '') === null,
    }
  }

  flash(ctx: HttpContext) {
    const session = (ctx as Partial<HttpContext>).session
    const toast = session?.flashMessages.get('toast') as ToastMessage | undefined
    return toast ? { toast } : {}
  }

  async handle(ctx: HttpContext, next: NextFn) {
    // The API answers JSON, its errors too (wantsJson): no page, so no Inertia to set up
    // (3 % of an /api/mentors request's CPU). An Inertia visit (X-Inertia) gets it wherever it goes.
    if (isApiPath(ctx) && !ctx.request.header('x-inertia')) return next()
    await this.init(ctx)
    // The assets version (a hash of the whole Vite manifest) is worked out again by each
    // request's Inertia instance unless the config it shares names it: named once per process.
    const shared = (ctx.inertia as unknown as { config: InertiaConfig }).config
    shared.assetsVersion ??= ctx.inertia.getVersion()
    const output = await next()
    this.dispose(ctx)
    return output
  }
}

declare module '@adonisjs/inertia/types' {
  type MiddlewareSharedProps = InferSharedProps<InertiaMiddleware>
  export interface SharedProps extends MiddlewareSharedProps {}
}
