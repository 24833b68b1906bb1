/*
| Booking a mentor, My Sessions and every action on a session.
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { controllers } from '#generated/controllers'
import { RECORD_ID } from '#core/http'

const MENTOR_ID = /^[a-z0-9-]+$/

router
  .get('/mentors/:id/sessions/new', [controllers.scheduling.Booking, 'show'])
  .where('id', MENTOR_ID)
  .as('scheduling.book')
  .use([middleware.auth(), middleware.onboarded()])

router
  .get('/dashboard/sessions', [controllers.scheduling.Sessions, 'page'])
  .as('scheduling.sessions')
  .use([middleware.auth(), middleware.onboarded()])

router
  .group(() => {
    router
      .get('/mentors/:id/slots', [controllers.scheduling.Booking, 'slots'])
      .where('id', MENTOR_ID)
      .as('slots')
    router
      .post('/mentors/:id/sessions', [controllers.scheduling.Booking, 'store'])
      .where('id', MENTOR_ID)
      .as('book')
      .use(middleware.auth())
    router
      .post('/mentors/:id/waiting-line', [controllers.scheduling.WaitingLine, 'store'])
      .where('id', MENTOR_ID)
      .as('joinWaitingLine')
      .use(middleware.auth())
    router
      .delete('/mentors/:id/waiting-line', [controllers.scheduling.WaitingLine, 'destroy'])
      .where('id', MENTOR_ID)
      .as('leaveWaitingLine')
      .use(middleware.auth())

    router
      .group(() => {
        router.get('/sessions', [controllers.scheduling.Sessions, 'index']).as('index')
        router.get('/sessions/:id', [controllers.scheduling.Sessions, 'show']).as('show')
        router.get('/sessions/:id/slots', [controllers.scheduling.Sessions, 'slots']).as('slots')
        router
          .post('/sessions/:id/confirm', [controllers.scheduling.SessionActions, 'confirm'])
          .as('confirm')
        router
          .post('/sessions/:id/cancel', [controllers.scheduling.SessionActions, 'cancel'])
          .as('cancel')
        router
          .post('/sessions/:id/reschedule', [controllers.scheduling.SessionActions, 'reschedule'])
          .as('reschedule')
        router
          .post('/sessions/:id/reschedule/confirm', [
            controllers.scheduling.SessionActions,
            'confirmReschedule',
          ])
          .as('confirmReschedule')
        router
          .post('/sessions/:id/reschedule/decline', [
            controllers.scheduling.SessionActions,
            'declineReschedule',
          ])
          .as('declineReschedule')
        router
          .put('/sessions/:id/meeting-link', [controllers.scheduling.SessionActions, 'meetingLink'])
          .as('meetingLink')
        router
          .put('/sessions/:id/notes', [controllers.scheduling.SessionNotes, 'update'])
          .as('notes')
        router
          .post('/sessions/:id/feedback', [controllers.scheduling.SessionFeedback, 'store'])
          .as('feedback')
        router
          .post('/sessions/:id/no-show', [controllers.scheduling.SessionNoShows, 'store'])
          .as('noShow')
        router
          .post('/sessions/:id/no-show/dispute', [controllers.scheduling.SessionNoShows, 'dispute'])
          .as('disputeNoShow')
      })
      .where('id', RECORD_ID)
      .as('sessions')
      .use(middleware.auth())
  })
  .prefix('/api')
  .as('scheduling.api')
