/*
| Becoming a mentor: the public page with the selection criteria and a
| signed-in user's application. Admins review applications elsewhere.
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { controllers } from '#generated/controllers'

router
  .get('/become-a-mentor', [controllers.mentoring.MentorApplications, 'show'])
  .as('mentoring.applications.show')

router
  .post('/api/mentor-applications', [controllers.mentoring.MentorApplications, 'store'])
  .as('mentoring.api.applications.store')
  .use(middleware.auth())
