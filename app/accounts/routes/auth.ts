/*
| Sign-up, verification, sign-in, sign-out and password recovery.
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
