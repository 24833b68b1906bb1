/*
| Stripe webhooks: one endpoint, signature verified, each event handled once.
*/
