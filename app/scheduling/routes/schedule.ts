/*
| Settings > Schedule management (mentor access).
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { controllers } from '#generated/controllers'

router
  .get('/settings/profile/schedule', [controllers.core.Pages, 'placeholder'])
  .as('scheduling.settings.schedule')
  .use([middleware.auth(), middleware.onboarded(), middleware.mentorAccess()])
