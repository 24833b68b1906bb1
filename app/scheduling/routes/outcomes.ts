/*
| The outcome follow-up (issue 33): the e-mailed answer links and the page to change the answer.
| No sign-in: each URL is signed (services/session_outcomes.ts), and the signature alone opens it.
*/
import router from '@adonisjs/core/services/router'
import { controllers } from '#generated/controllers'
import { RECORD_ID } from '#core/http'
import { OUTCOME_ANSWERS } from '#business/outcomes'

const ANSWER = new RegExp(`^(?:${OUTCOME_ANSWERS.join('|')})$`)

router
  .group(() => {
    router
      .get('/outcomes/:id/:answer', [controllers.scheduling.SessionOutcomes, 'answer'])
      .where('answer', ANSWER)
      .as('answer')
    router.get('/outcomes/:id', [controllers.scheduling.SessionOutcomes, 'show']).as('show')
    router.put('/outcomes/:id', [controllers.scheduling.SessionOutcomes, 'update']).as('update')
  })
  .where('id', RECORD_ID)
  .as('scheduling.outcomes')
