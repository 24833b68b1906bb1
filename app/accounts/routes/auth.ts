/*
| Sign-up, verification, sign-in, sign-out and password recovery: the pages
| and the spec's JSON calls under /api (same cookie session, CSRF applies).
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { controllers } from '#generated/controllers'
import {
  forgotPasswordThrottle,
  loginThrottle,
  registrationThrottle,
  resendVerificationThrottle,
} from '#start/limiter'

const { Session, Register, EmailVerification, PasswordReset, ApiAuth, TokenRefresh } =
  controllers.accounts

/* Pages for signed-out visitors. */
router
  .group(() => {
    router.get('/login', [Session, 'create']).as('accounts.login')
    router.post('/login', [Session, 'store']).as('accounts.login.store').use(loginThrottle)
    router.get('/register', [Register, 'create']).as('accounts.register')
    router
      .post('/register', [Register, 'store'])
      .as('accounts.register.store')
      .use(registrationThrottle)
    router.get('/forgot-password', [PasswordReset, 'create']).as('accounts.forgotPassword')
    router
      .post('/forgot-password', [PasswordReset, 'store'])
      .as('accounts.forgotPassword.store')
      .use(forgotPasswordThrottle)
  })
  .use(middleware.guest())

/* Links from e-mails and their forms: open whether signed in or not. */
router.get('/verify-email', [EmailVerification, 'notice']).as('accounts.verifyEmail.notice')
router.get('/verify-email/:token', [EmailVerification, 'verify']).as('accounts.verifyEmail')
router.get('/resend-verification', [EmailVerification, 'create']).as('accounts.resendVerification')
router
  .post('/resend-verification', [EmailVerification, 'store'])
  .as('accounts.resendVerification.store')
  .use(resendVerificationThrottle)
router.get('/recover-password/:token', [PasswordReset, 'edit']).as('accounts.recoverPassword')
router.get('/reset-password', [PasswordReset, 'editFromQuery']).as('accounts.resetPassword')
router.post('/reset-password', [PasswordReset, 'update']).as('accounts.resetPassword.update')

/* The header's sign-out button; always lands on /login. */
router.post('/auth/logout', [Session, 'destroy']).as('accounts.logout')

/* The spec's calls (section 7). */
router
  .group(() => {
    router.post('/auth/login', [ApiAuth, 'login']).as('login').use(loginThrottle)
    router.post('/auth/register', [ApiAuth, 'register']).as('register').use(registrationThrottle)
    router.post('/auth/logout', [ApiAuth, 'logout']).as('logout')
    router.get('/auth/me', [ApiAuth, 'me']).as('me')
    router
      .post('/auth/forgot-password', [ApiAuth, 'forgotPassword'])
      .as('forgotPassword')
      .use(forgotPasswordThrottle)
    router.post('/auth/reset-password', [ApiAuth, 'resetPassword']).as('resetPassword')
    router
      .post('/auth/resend-verification', [ApiAuth, 'resendVerification'])
      .as('resendVerification')
      .use(resendVerificationThrottle)
    router.post('/token/refresh', [TokenRefresh, 'refresh']).as('tokenRefresh')
  })
  .prefix('/api')
  .as('api.accounts')
