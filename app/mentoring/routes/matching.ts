/*
| Matching: Quick Match, Guided Search, Advanced Filters, saved preferences and
| PRO members' requests for personalised matching.
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { controllers } from '#generated/controllers'

// Before /mentors/:id in catalogue.ts (registered later), which would take "matching" as an id.
router
  .get('/mentors/matching', [controllers.core.Pages, 'placeholder'])
  .as('mentoring.matching')
  .use(middleware.auth())
