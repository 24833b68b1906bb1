/*
| Stripe webhooks: one endpoint, signature verified, each event handled once.
| CSRF-exempt (config/shield.ts): Stripe signs the raw body instead.
*/
import router from '@adonisjs/core/services/router'
import { controllers } from '#generated/controllers'

router
  .post('/webhooks/stripe', [controllers.billing.Webhooks, 'stripe'])
  .as('billing.webhooks.stripe')
