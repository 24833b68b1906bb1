/*
| Each module owns its routes; this file only brings them in.
*/
import '#core/routes'
import '#accounts/routes'
import '#mentoring/routes'
import '#scheduling/routes'
import '#billing/routes'
import '#referrals/routes'
import '#admin/routes'
