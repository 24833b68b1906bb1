/*
| Routes of the mentoring module, one file per area.
*/
import '#mentoring/routes/matching'
import '#mentoring/routes/settings'
import '#mentoring/routes/applications'
import '#mentoring/routes/catalogue'
import '#mentoring/routes/profile'
import '#mentoring/routes/conversations'
