import type { HttpContext } from '@adonisjs/core/http'
import { googleCalendarSettings } from '#config/ally'
import { flashToast } from '#core/services/toast'
import {
  calendarConnectionView,
  disconnectGoogleCalendar,
  grantedScopesOf,
  grantsCalendarAccess,
  saveGoogleConnection,
} from '#scheduling/services/google_calendar_connections'
import CalendarConnectionTransformer from '#scheduling/transformers/calendar_connection_transformer'

type Failure = 'notConfigured' | 'cancelled' | 'stateMismatch' | 'scopesMissing' | 'failed'

/**
 * Settings > Calendar integration: connect Google Calendar through ally
 * (calendar scopes, offline access), see the connection, disconnect.
 */
export default class CalendarSettingsController {
  async show({ auth, inertia }: HttpContext) {
    const user = auth.getUserOrFail()
    return inertia.render('scheduling/settings/calendar', {
      connection: CalendarConnectionTransformer.transform(await calendarConnectionView(user.id)),
      available: !!googleCalendarSettings.clientId,
    })
  }

  /** GET /settings/account/calendar/connect: off to Google's consent screen. */
  async connect(ctx: HttpContext) {
    const driver = ctx.ally.use('googleCalendar')
    // Without a client id (environment) the provider is off.
    if (!driver.config.clientId) return this.#fail(ctx, 'notConfigured')
    try {
      await driver.redirect()
    } catch (error) {
      ctx.logger.error({ err: error }, 'google calendar: cannot build the consent redirect')
      return this.#fail(ctx, 'failed')
    }
  }

  /** GET /settings/account/calendar/callback: Google's answer. */
  async callback(ctx: HttpContext) {
    const driver = ctx.ally.use('googleCalendar')
    if (!driver.config.clientId) return this.#fail(ctx, 'notConfigured')
    if (driver.accessDenied()) return this.#fail(ctx, 'cancelled')
    // Ally treats "no state cookie and no state parameter" as a match: require one.
    if (!ctx.request.input('state') || driver.stateMisMatch()) {
      return this.#fail(ctx, 'stateMismatch')
    }
    if (driver.hasError()) {
      ctx.logger.warn({ error: driver.getError() }, 'google calendar: consent error')
      return this.#fail(ctx, 'failed')
    }

    let google: Awaited<ReturnType<typeof driver.user>>
    try {
      google = await driver.user()
    } catch (error) {
      ctx.logger.warn({ err: error }, 'google calendar: token or profile request failed')
      return this.#fail(ctx, 'failed')
    }
    if (!grantsCalendarAccess(grantedScopesOf(google.token))) {
      return this.#fail(ctx, 'scopesMissing')
    }

    const user = ctx.auth.getUserOrFail()
    await saveGoogleConnection(user.id, google.token, google.email)
    flashToast(ctx, {
      title: ctx.i18n.t('calendar_settings.toasts.connected.title'),
      description: ctx.i18n.t('calendar_settings.toasts.connected.description'),
    })
    return ctx.response.redirect().toRoute('scheduling.settings.calendar')
  }

  /** DELETE (or POST) /settings/account/calendar: revoke at Google, delete the tokens. */
  async disconnect(ctx: HttpContext) {
    const user = ctx.auth.getUserOrFail()
    const { disconnected } = await disconnectGoogleCalendar(user.id)
    flashToast(ctx, {
      title: ctx.i18n.t(
        disconnected
          ? 'calendar_settings.toasts.disconnected.title'
          : 'calendar_settings.toasts.notConnected.title'
      ),
    })
    return ctx.response.redirect().toRoute('scheduling.settings.calendar')
  }

  #fail(ctx: HttpContext, reason: Failure) {
    flashToast(ctx, {
      title: ctx.i18n.t(`calendar_settings.toasts.${reason}.title`),
      description: ctx.i18n.t(`calendar_settings.toasts.${reason}.description`),
      variant: reason === 'cancelled' ? 'default' : 'destructive',
    })
    return ctx.response.redirect().toRoute('scheduling.settings.calendar')
  }
}
