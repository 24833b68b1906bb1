/*
| Matching: Quick Match, Guided Search, Advanced Filters, saved preferences and
| PRO members' requests for personalised matching.
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { controllers } from '#generated/controllers'
import { RECORD_ID } from '#core/http'

// Before /mentors/:id in catalogue.ts (registered later), which would take "matching" as an id.
router
  .get('/mentors/matching', [controllers.mentoring.Matching, 'show'])
  .as('mentoring.matching')
  .use(middleware.auth())

router
  .group(() => {
    router.post('/search', [controllers.mentoring.Matching, 'search']).as('search')
    router.post('/quick', [controllers.mentoring.Matching, 'quick']).as('quick')
    router
      .get('/preferences', [controllers.mentoring.MatchingPreferences, 'index'])
      .as('preferences.index')
    router
      .post('/preferences', [controllers.mentoring.MatchingPreferences, 'store'])
      .as('preferences.store')
    router
      .get('/preferences/:id', [controllers.mentoring.MatchingPreferences, 'show'])
      .where('id', RECORD_ID)
      .as('preferences.show')
    router
      .delete('/preferences/:id', [controllers.mentoring.MatchingPreferences, 'destroy'])
      .where('id', RECORD_ID)
      .as('preferences.destroy')
    router.post('/requests', [controllers.mentoring.MatchingRequests, 'store']).as('requests.store')
  })
  .prefix('/api/matching')
  .as('mentoring.matching')
  .use(middleware.auth())
