/*
| Settings > Schedule management (mentor access): the page and its JSON calls.
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { controllers } from '#generated/controllers'
import { RECORD_ID } from '#core/http'

router
  .get('/settings/profile/schedule', [controllers.scheduling.ScheduleSettings, 'show'])
  .as('scheduling.settings.schedule')
  .use([middleware.auth(), middleware.onboarded(), middleware.mentorAccess()])

router
  .group(() => {
    router.get('/', [controllers.scheduling.ScheduleSettings, 'index']).as('index')
    router.put('/weekly', [controllers.scheduling.ScheduleSettings, 'updateWeekly']).as('weekly')
    router.get('/preview', [controllers.scheduling.ScheduleSettings, 'preview']).as('preview')
    router
      .post('/exceptions', [controllers.scheduling.ScheduleSettings, 'storeException'])
      .as('exceptions.store')
    router
      .put('/exceptions/:id', [controllers.scheduling.ScheduleSettings, 'updateException'])
      .where('id', RECORD_ID)
      .as('exceptions.update')
    router
      .delete('/exceptions/:id', [controllers.scheduling.ScheduleSettings, 'destroyException'])
      .where('id', RECORD_ID)
      .as('exceptions.destroy')
  })
  .prefix('/api/schedule')
  .as('scheduling.api.schedule')
  .use([middleware.auth(), middleware.mentorAccess()])
