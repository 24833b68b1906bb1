/*
| Routes of the scheduling module: dashboard, sessions, schedules.
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { controllers } from '#generated/controllers'

router
  .group(() => {
    router.get('/dashboard', [controllers.core.Pages, 'placeholder']).as('scheduling.dashboard')
    router
      .get('/dashboard/sessions', [controllers.core.Pages, 'placeholder'])
      .as('scheduling.sessions')
  })
  .use([middleware.auth(), middleware.onboarded()])

router
  .get('/settings/profile/schedule', [controllers.core.Pages, 'placeholder'])
  .as('scheduling.settings.schedule')
  .use([middleware.auth(), middleware.onboarded(), middleware.mentorAccess()])

router
  .get('/settings/account/calendar', [controllers.core.Pages, 'placeholder'])
  .as('scheduling.settings.calendar')
  .use([middleware.auth(), middleware.onboarded()])
