/*
| Routes of the accounts module: sign-up, sign-in, onboarding, settings.
| Pages render placeholders until the accounts issue lands.
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { controllers } from '#generated/controllers'

router
  .group(() => {
    router.get('/login', [controllers.core.Pages, 'placeholder']).as('accounts.login')
    router.get('/register', [controllers.core.Pages, 'placeholder']).as('accounts.register')
    router
      .get('/forgot-password', [controllers.core.Pages, 'placeholder'])
      .as('accounts.forgotPassword')
  })
  .use(middleware.guest())

router
  .get('/onboarding', [controllers.core.Pages, 'placeholder'])
  .as('accounts.onboarding')
  .use(middleware.auth())

router
  .group(() => {
    router
      .get('/settings/profile', [controllers.core.Pages, 'placeholder'])
      .as('accounts.settings.profile')
    router
      .get('/settings/profile/basic', [controllers.core.Pages, 'placeholder'])
      .as('accounts.settings.basic')
    router
      .get('/settings/account/account', [controllers.core.Pages, 'placeholder'])
      .as('accounts.settings.account')
    router
      .get('/settings/account/calendar', [controllers.core.Pages, 'placeholder'])
      .as('accounts.settings.calendar')
    router
      .get('/settings/payments', [controllers.core.Pages, 'placeholder'])
      .as('accounts.settings.payments')
  })
  .use([middleware.auth(), middleware.onboarded()])
