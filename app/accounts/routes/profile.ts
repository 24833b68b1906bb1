/*
| Onboarding (and the guided tour after it), profile and account settings.
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { controllers } from '#generated/controllers'
import { accountDeletionThrottle } from '#start/limiter'

router
  .group(() => {
    router.get('/onboarding', [controllers.accounts.Onboarding, 'show']).as('accounts.onboarding')
    // Before /onboarding/:step, which would otherwise take "tour" as a step.
    router
      .post('/onboarding/tour', [controllers.accounts.Onboarding, 'tour'])
      .as('accounts.onboarding.tour')
    router
      .post('/onboarding/:step', [controllers.accounts.Onboarding, 'update'])
      .as('accounts.onboarding.save')
  })
  .use(middleware.auth())

router.on('/settings').redirectToPath('/settings/profile/basic').as('accounts.settings')
router
  .on('/settings/profile')
  .redirectToPath('/settings/profile/basic')
  .as('accounts.settings.profile')

router
  .group(() => {
    router
      .get('/settings/profile/basic', [controllers.accounts.ProfileSettings, 'show'])
      .as('accounts.settings.basic')
    router
      .get('/settings/account/account', [controllers.accounts.AccountSettings, 'show'])
      .as('accounts.settings.account')
    router
      .put('/settings/account/account', [controllers.accounts.AccountSettings, 'update'])
      .as('accounts.settings.account.update')
  })
  .use([middleware.auth(), middleware.onboarded()])

// The spec shows no guard for the notifications page: sign-in only.
router
  .group(() => {
    router
      .get('/settings/account/notifications', [controllers.accounts.NotificationSettings, 'show'])
      .as('accounts.settings.notifications')
    router
      .put('/settings/account/notifications', [controllers.accounts.NotificationSettings, 'update'])
      .as('accounts.settings.notifications.update')
    router
      .get('/settings/account/privacy', [controllers.accounts.PrivacySettings, 'show'])
      .as('accounts.settings.privacy')
    router
      .post('/settings/account/privacy/delete', [controllers.accounts.AccountDeletion, 'destroy'])
      .as('accounts.settings.privacy.delete')
      .use(accountDeletionThrottle)
    router
      .get('/settings/account/privacy/confirm/:provider', [
        controllers.accounts.AccountDeletion,
        'confirmWithProvider',
      ])
      .where('provider', /^(google|linkedin)$/)
      .as('accounts.settings.privacy.confirm')
    router
      .post('/settings/account/privacy/data-export', [controllers.accounts.DataExport, 'store'])
      .as('accounts.dataExport.store')
    // The e-mailed link: signed (checked by the controller, which explains a bad one) and the
    // owner signed in (a signed-out visitor signs in and comes back to it).
    router
      .get('/settings/account/privacy/data-export/:id', [
        controllers.accounts.DataExport,
        'download',
      ])
      .where('id', router.matchers.number())
      .as('accounts.dataExport.download')
  })
  .use(middleware.auth())

router
  .group(() => {
    router
      .put('/users/profile', [controllers.accounts.ApiProfile, 'update'])
      .as('api.users.profile')
    router
      .post('/users/profile/image', [controllers.accounts.ProfileImage, 'store'])
      .as('api.users.profile.image.store')
    router
      .delete('/users/profile/image', [controllers.accounts.ProfileImage, 'destroy'])
      .as('api.users.profile.image.destroy')
  })
  .prefix('/api')
  .use(middleware.auth())

/*
| Uploaded files are served by @adonisjs/drive at /uploads/* (config/drive.ts).
| That route answers a path-traversal attempt or a missing file with a 500:
| this router-level middleware turns both into a 404 and does nothing on any
| other route.
*/
router.use([() => import('#accounts/middleware/uploads_not_found_middleware')])
