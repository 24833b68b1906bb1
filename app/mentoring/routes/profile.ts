/*
| The public mentor profile (by user id or personal URL slug), its reviews.
*/
import router from '@adonisjs/core/services/router'
import { controllers } from '#generated/controllers'

/** A user id or a personal-URL slug. /mentors/matching is registered before this route. */
const MENTOR_ID = /^[a-z0-9-]+$/

router
  .get('/mentors/:id', [controllers.mentoring.MentorProfiles, 'show'])
  .where('id', MENTOR_ID)
  .as('mentoring.profile')

router
  .group(() => {
    router
      .get('/mentors/:id/reviews', [controllers.mentoring.MentorProfiles, 'reviews'])
      .as('reviews')
  })
  .where('id', MENTOR_ID)
  .prefix('/api')
  .as('mentoring.api.profile')
