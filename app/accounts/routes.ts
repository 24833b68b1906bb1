/*
| Routes of the accounts module: sign-up, sign-in, onboarding, settings.
| Pages render placeholders until the accounts issue lands.
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { controllers } from '#generated/controllers'

const placeholder = [controllers.core.Pages, 'placeholder'] as const

router
  .group(() => {
    router.get('/login', placeholder).as('accounts.login')
    router.get('/register', placeholder).as('accounts.register')
    router.get('/forgot-password', placeholder).as('accounts.forgotPassword')
  })
  .use(middleware.guest())

router.get('/onboarding', placeholder).as('accounts.onboarding').use(middleware.auth())

router
  .group(() => {
    router.get('/settings/profile', placeholder).as('accounts.settings.profile')
    router.get('/settings/profile/basic', placeholder).as('accounts.settings.basic')
    router.get('/settings/account/account', placeholder).as('accounts.settings.account')
    router.get('/settings/account/calendar', placeholder).as('accounts.settings.calendar')
    router.get('/settings/payments', placeholder).as('accounts.settings.payments')
  })
  .use([middleware.auth(), middleware.onboarded()])
