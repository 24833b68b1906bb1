/*
| Routes of the billing module: pricing, checkout, subscriptions.
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { controllers } from '#generated/controllers'

router
  .get('/settings/payments', [controllers.core.Pages, 'placeholder'])
  .as('billing.settings.payments')
  .use([middleware.auth(), middleware.onboarded()])
