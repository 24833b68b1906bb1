/*
| Referral pages: the landing /r/:code, the code check of the registration
| form, and Settings > Invites and rewards.
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { controllers } from '#generated/controllers'

router.get('/r/:code', [controllers.referrals.ReferralPages, 'landing']).as('referrals.landing')

router
  .get('/referral-codes/:code', [controllers.referrals.ReferralPages, 'lookup'])
  .as('referrals.lookup')

router
  .get('/settings/referrals', [controllers.referrals.ReferralPages, 'settings'])
  .as('referrals.settings')
  .use(middleware.auth())
