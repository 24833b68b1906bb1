/*
| Billing API under /api/billing: checkout, the subscription and its actions, invoices.
*/
