/*
| Google and LinkedIn sign-in.
|
| The return pages are the spec's /auth/google/callback/:token (the token may
| contain slashes, hence the wildcard; ally's callbackUrl is
| /auth/google/callback/oauth) and /auth/linkedin.
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { controllers } from '#generated/controllers'

router
  .group(() => {
    router
      .get('/auth/google/redirect', [controllers.accounts.SocialAuth, 'googleRedirect'])
      .as('accounts.social.googleRedirect')
    router
      .get('/auth/linkedin/redirect', [controllers.accounts.SocialAuth, 'linkedinRedirect'])
      .as('accounts.social.linkedinRedirect')
  })
  .use(middleware.guest())

router
  .get('/auth/google/callback/*', [controllers.accounts.SocialAuth, 'googleCallback'])
  .as('accounts.social.googleCallback')
router
  .get('/auth/linkedin', [controllers.accounts.SocialAuth, 'linkedinCallback'])
  .as('accounts.social.linkedinCallback')
