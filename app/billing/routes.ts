/*
| Routes of the billing module, one file per area.
*/
import '#billing/routes/pages'
import '#billing/routes/api'
import '#billing/routes/webhooks'
