/*
| Routes of the scheduling module, one file per area.
*/
import '#scheduling/routes/sessions'
import '#scheduling/routes/dashboard'
import '#scheduling/routes/schedule'
import '#scheduling/routes/calendar'
import '#scheduling/routes/outcomes'
