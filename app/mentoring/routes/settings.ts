/*
| Settings > Mentor profile (mentor access).
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { controllers } from '#generated/controllers'

router
  .get('/settings/profile/mentor', [controllers.core.Pages, 'placeholder'])
  .as('mentoring.settings.mentorProfile')
  .use([middleware.auth(), middleware.onboarded(), middleware.mentorAccess()])
