/*
| Routes of the scheduling module: dashboard, sessions, schedules.
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { controllers } from '#generated/controllers'

const placeholder = [controllers.core.Pages, 'placeholder'] as const

router
  .group(() => {
    router.get('/dashboard', placeholder).as('scheduling.dashboard')
    router.get('/dashboard/sessions', placeholder).as('scheduling.sessions')
  })
  .use([middleware.auth(), middleware.onboarded()])

router
  .get('/settings/profile/schedule', placeholder)
  .as('scheduling.settings.schedule')
  .use([middleware.auth(), middleware.onboarded(), middleware.mentorAccess()])
