/*
| The mentor catalogue, mentor profiles, saved mentors and messages to mentors.
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { controllers } from '#generated/controllers'

router
  .get('/saved-mentors', [controllers.core.Pages, 'placeholder'])
  .as('mentoring.saved')
  .use(middleware.auth())
