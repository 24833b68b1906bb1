/*
| Routes of the referrals module.
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { controllers } from '#generated/controllers'

router
  .get('/settings/referrals', [controllers.core.Pages, 'placeholder'])
  .as('referrals.settings')
  .use(middleware.auth())
