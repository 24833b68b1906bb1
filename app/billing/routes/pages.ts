/*
| Billing pages: pricing, checkout outcomes, the test-mode checkout, payments settings.
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { controllers } from '#generated/controllers'

router
  .get('/settings/payments', [controllers.core.Pages, 'placeholder'])
  .as('billing.settings.payments')
  .use([middleware.auth(), middleware.onboarded()])
