/*
| PRO-only features: the PRO page (the upgrade prompt for other plans) and its API.
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { controllers } from '#generated/controllers'

router
  .get('/dashboard/pro', [controllers.billing.ProFeatures, 'page'])
  .as('billing.pro')
  .use([middleware.auth(), middleware.onboarded(), middleware.menteeAccess()])

router
  .group(() => {
    router.get('/', [controllers.billing.ProFeatures, 'show']).as('show')
    router
      .post('/help-requests', [controllers.billing.ProFeatures, 'storeHelpRequest'])
      .as('helpRequests.store')
  })
  .prefix('/api/pro')
  .as('billing.api.pro')
  .use(middleware.auth())
