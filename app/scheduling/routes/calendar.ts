/*
| Settings > Calendar integration (Google Calendar): the page, the trip to
| Google's consent screen and back (ally's callbackUrl), and disconnect.
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { controllers } from '#generated/controllers'

router
  .group(() => {
    router
      .get('/settings/account/calendar', [controllers.scheduling.CalendarSettings, 'show'])
      .as('scheduling.settings.calendar')
    router
      .get('/settings/account/calendar/connect', [
        controllers.scheduling.CalendarSettings,
        'connect',
      ])
      .as('scheduling.settings.calendar.connect')
    router
      .get('/settings/account/calendar/callback', [
        controllers.scheduling.CalendarSettings,
        'callback',
      ])
      .as('scheduling.settings.calendar.callback')
    router
      .delete('/settings/account/calendar', [controllers.scheduling.CalendarSettings, 'disconnect'])
      .as('scheduling.settings.calendar.disconnect')
    router
      .post('/settings/account/calendar/disconnect', [
        controllers.scheduling.CalendarSettings,
        'disconnect',
      ])
      .as('scheduling.settings.calendar.disconnectPost')
  })
  .use([middleware.auth(), middleware.onboarded()])
