/*
| The mentor catalogue and saved mentors.
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { controllers } from '#generated/controllers'
import { RECORD_ID } from '#core/http'

router.get('/', [controllers.mentoring.Home, 'show']).as('pages.home')
router.get('/mentors', [controllers.mentoring.Mentors, 'index']).as('mentoring.mentors')
router.get('/api/mentors', [controllers.mentoring.Mentors, 'search']).as('mentoring.api.mentors')

router
  .get('/saved-mentors', [controllers.mentoring.SavedMentors, 'page'])
  .as('mentoring.saved')
  .use(middleware.auth())
router
  .group(() => {
    router.get('/', [controllers.mentoring.SavedMentors, 'index']).as('index')
    router
      .put('/:mentorId', [controllers.mentoring.SavedMentors, 'store'])
      .where('mentorId', RECORD_ID)
      .as('store')
    router
      .delete('/:mentorId', [controllers.mentoring.SavedMentors, 'destroy'])
      .where('mentorId', RECORD_ID)
      .as('destroy')
  })
  .prefix('/api/saved-mentors')
  .as('mentoring.api.saved')
  .use(middleware.auth())
