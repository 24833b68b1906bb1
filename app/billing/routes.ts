/*
| Routes of the billing module, one file per area (pro: the PRO-only features).
*/
import '#billing/routes/pages'
import '#billing/routes/api'
import '#billing/routes/webhooks'
import '#billing/routes/pro'
