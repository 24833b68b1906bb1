/*
| Onboarding, profile and account settings.
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { controllers } from '#generated/controllers'

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
  })
  .use([middleware.auth(), middleware.onboarded()])
