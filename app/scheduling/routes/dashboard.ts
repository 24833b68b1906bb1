/*
| The dashboard (mentee and mentor views).
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { controllers } from '#generated/controllers'

router
  .get('/dashboard', [controllers.scheduling.Dashboard, 'show'])
  .as('scheduling.dashboard')
  .use([middleware.auth(), middleware.onboarded()])
