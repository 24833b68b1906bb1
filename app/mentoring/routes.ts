/*
| Routes of the mentoring module: catalogue, profiles, saved mentors, matching.
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { controllers } from '#generated/controllers'

const placeholder = [controllers.core.Pages, 'placeholder'] as const

router.get('/mentors/matching', placeholder).as('mentoring.matching').use(middleware.auth())
router.get('/saved-mentors', placeholder).as('mentoring.saved').use(middleware.auth())

router
  .get('/settings/profile/mentor', placeholder)
  .as('mentoring.settings.mentorProfile')
  .use([middleware.auth(), middleware.onboarded(), middleware.mentorAccess()])
