/*
| Conversations between mentees and mentors: the Messages pages and their JSON calls (signed
| in). Real-time updates come through @adonisjs/transmit's routes (start/transmit.ts).
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { controllers } from '#generated/controllers'
import { RECORD_ID } from '#core/http'

router
  .group(() => {
    router.get('/', [controllers.mentoring.Conversations, 'index']).as('mentoring.conversations')
    router
      .get('/with/:userId', [controllers.mentoring.Conversations, 'with'])
      .where('userId', RECORD_ID)
      .as('mentoring.conversations.with')
    router
      .get('/:id', [controllers.mentoring.Conversations, 'show'])
      .where('id', RECORD_ID)
      .as('mentoring.conversations.show')
  })
  .prefix('/messages')
  .use(middleware.auth())

router
  .group(() => {
    router.post('/', [controllers.mentoring.ConversationMessages, 'store']).as('store')
    router.get('/unread', [controllers.mentoring.ConversationMessages, 'unread']).as('unread')
    router
      .group(() => {
        router
          .get('/messages', [controllers.mentoring.ConversationMessages, 'index'])
          .as('messages')
        router.post('/messages', [controllers.mentoring.ConversationMessages, 'send']).as('send')
        router.post('/read', [controllers.mentoring.ConversationMessages, 'read']).as('read')
        router.post('/block', [controllers.mentoring.ConversationSafety, 'block']).as('block')
        router.delete('/block', [controllers.mentoring.ConversationSafety, 'unblock']).as('unblock')
        router.post('/report', [controllers.mentoring.ConversationSafety, 'report']).as('report')
      })
      .prefix('/:id')
      .where('id', RECORD_ID)
  })
  .prefix('/api/conversations')
  .as('mentoring.api.conversations')
  .use(middleware.auth())
