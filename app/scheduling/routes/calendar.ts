/*
| Settings > Calendar integration (Google Calendar).
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { controllers } from '#generated/controllers'

router
  .get('/settings/account/calendar', [controllers.core.Pages, 'placeholder'])
  .as('scheduling.settings.calendar')
  .use([middleware.auth(), middleware.onboarded()])
