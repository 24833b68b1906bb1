/*
| Routes of the accounts module, one file per area.
*/
import '#accounts/routes/auth'
import '#accounts/routes/social'
import '#accounts/routes/profile'
import '#accounts/routes/dev'
