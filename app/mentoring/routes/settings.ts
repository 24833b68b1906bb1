/*
| Settings > Mentor profile (mentor access): the page and its JSON call.
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { controllers } from '#generated/controllers'

router
  .get('/settings/profile/mentor', [controllers.mentoring.MentorSettings, 'show'])
  .as('mentoring.settings.mentorProfile')
  .use([middleware.auth(), middleware.onboarded(), middleware.mentorAccess()])

router
  .put('/api/mentor-profile', [controllers.mentoring.MentorSettings, 'update'])
  .as('mentoring.api.mentorProfile.update')
  .use([middleware.auth(), middleware.mentorAccess()])

router
  .post('/settings/profile/mentor/available', [controllers.mentoring.MentorPause, 'resume'])
  .as('mentoring.settings.resume')
  .use([middleware.auth(), middleware.mentorAccess()])
