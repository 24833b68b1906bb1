/*
| Routes of the mentoring module: catalogue, profiles, saved mentors, matching.
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { controllers } from '#generated/controllers'

router
  .get('/mentors/matching', [controllers.core.Pages, 'placeholder'])
  .as('mentoring.matching')
  .use(middleware.auth())
router
  .get('/saved-mentors', [controllers.core.Pages, 'placeholder'])
  .as('mentoring.saved')
  .use(middleware.auth())

router
  .get('/settings/profile/mentor', [controllers.core.Pages, 'placeholder'])
  .as('mentoring.settings.mentorProfile')
  .use([middleware.auth(), middleware.onboarded(), middleware.mentorAccess()])
