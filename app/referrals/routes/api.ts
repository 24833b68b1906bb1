/*
| Referral API under /api/referral (the spec's section 7 calls, session auth)
| and the /api/r/:code placeholder.
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { controllers } from '#generated/controllers'

router
  .group(() => {
    router.get('/', [controllers.referrals.ReferralApi, 'show']).as('show')
    router
      .get('/referred-users', [controllers.referrals.ReferralApi, 'referredUsers'])
      .as('referredUsers')
    router.get('/rewards', [controllers.referrals.ReferralApi, 'rewards']).as('rewards')
    router
      .post('/generate-code', [controllers.referrals.ReferralApi, 'generateCode'])
      .as('generateCode')
    router
      .get('/was-referred', [controllers.referrals.ReferralApi, 'wasReferred'])
      .as('wasReferred')
  })
  .prefix('/api/referral')
  .as('referrals.api')
  .use(middleware.auth())

router
  .get('/api/r/:code', [controllers.referrals.ReferralApi, 'placeholder'])
  .as('referrals.api.placeholder')
