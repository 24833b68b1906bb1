/*
| Billing API under /api/billing: checkout, the subscription and its actions, invoices.
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { controllers } from '#generated/controllers'

router
  .group(() => {
    // Mentors volunteer and buy nothing (as on the pages): 403 FORBIDDEN.
    router
      .post('/checkout', [controllers.billing.Checkout, 'store'])
      .as('checkout')
      .use(middleware.menteeAccess())

    router
      .group(() => {
        router.get('/', [controllers.billing.Subscription, 'show']).as('show')
        router.post('/cancel', [controllers.billing.Subscription, 'cancel']).as('cancel')
        router.post('/resume', [controllers.billing.Subscription, 'resume']).as('resume')
        router.post('/change', [controllers.billing.Subscription, 'change']).as('change')
        router.post('/refund', [controllers.billing.Subscription, 'refund']).as('refund')
      })
      .prefix('/subscription')
      .as('subscription')
      .use(middleware.menteeAccess())

    // The in-app test-mode checkout (404 while Stripe is configured).
    router
      .group(() => {
        router.get('/:id', [controllers.billing.TestCheckout, 'show']).as('show')
        router.post('/:id/complete', [controllers.billing.TestCheckout, 'complete']).as('complete')
        router.post('/:id/cancel', [controllers.billing.TestCheckout, 'cancel']).as('cancel')
      })
      .prefix('/test-checkout')
      .where('id', /^co_[A-Za-z0-9_-]{10,60}$/)
      .as('testCheckout')
  })
  .prefix('/api/billing')
  .as('billing.api')
  .use(middleware.auth())
