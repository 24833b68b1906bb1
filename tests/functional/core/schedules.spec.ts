import { test } from '@japa/runner'
import { randomUUID } from 'node:crypto'
import { QueueManager, Schedule } from '@adonisjs/queue'
import SessionsTickJob from '#scheduling/jobs/sessions_tick_job'
import { keepSchedule } from '#core/services/schedules'

/**
 * Every web process registers the scheduled jobs when it starts
 * (start/scheduler.ts). Starting another instance must not postpone them:
 * registering moves the next run one interval ahead, so an instance started
 * every few minutes kept the sessions' work from ever running.
 */
test.group('Scheduled jobs | registered by every web process', (group) => {
  let id: string
  group.each.setup(() => {
    id = `test.schedule.${randomUUID()}`
    return async () => {
      const schedule = await Schedule.find(id)
      await schedule?.delete()
    }
  })

  const register = (every: string) => () => SessionsTickJob.schedule({}).id(id).every(every).run()

  test('a second start keeps the next run; a changed interval registers anew', async ({
    assert,
  }) => {
    const started = Date.now()
    assert.equal(await keepSchedule(id, '5m', register('5m')), 'registered')
    const first = await Schedule.find(id)
    assert.equal(first!.everyMs, 300_000)
    assert.closeTo(first!.nextRunAt!.getTime(), started + 300_000, 5_000)

    // Due in 30 seconds, as four and a half minutes after the first start.
    const due = new Date(Math.floor(Date.now() / 1000) * 1000 + 30_000)
    await QueueManager.use().updateSchedule(id, { nextRunAt: due })
    assert.equal(await keepSchedule(id, '5m', register('5m')), 'kept')
    assert.equal((await Schedule.find(id))!.nextRunAt!.getTime(), due.getTime())

    assert.equal(await keepSchedule(id, '10m', register('10m')), 'registered')
    assert.equal((await Schedule.find(id))!.everyMs, 600_000)
  })

  test('a schedule an operator paused stays paused', async ({ assert }) => {
    await keepSchedule(id, '5m', register('5m'))
    await (await Schedule.find(id))!.pause()
    assert.equal(await keepSchedule(id, '5m', register('5m')), 'kept')
    assert.equal((await Schedule.find(id))!.status, 'paused')
  })
})
