/*
| Billing pages: pricing, checkout outcomes, the test-mode checkout, payments settings.
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { controllers } from '#generated/controllers'

router.get('/pricing', [controllers.billing.Pricing, 'show']).as('pages.pricing')

router
  .post('/api/waiting-list', [controllers.billing.WaitingList, 'store'])
  .as('billing.api.waitingList')

router
  .group(() => {
    router.get('/success', [controllers.billing.CheckoutPages, 'success']).as('success')
    router.get('/cancelled', [controllers.billing.CheckoutPages, 'cancelled']).as('cancelled')
    router.get('/free', [controllers.billing.CheckoutPages, 'free']).as('free')
    router
      .get('/test/:id', [controllers.billing.CheckoutPages, 'test'])
      .where('id', /^co_[A-Za-z0-9_-]{10,60}$/)
      .as('test')
  })
  .prefix('/checkout')
  .as('billing.checkout')
  .use(middleware.auth())

router
  .get('/settings/payments', [controllers.billing.PaymentsPage, 'show'])
  .as('billing.settings.payments')
  .use([middleware.auth(), middleware.onboarded(), middleware.menteeAccess()])
