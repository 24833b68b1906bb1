/*
| Routes of the referrals module, one file per area.
*/
import '#referrals/routes/api'
import '#referrals/routes/pages'
