import string from '@adonisjs/core/helpers/string'
import { Schedule } from '@adonisjs/queue'

/**
 * Registers a schedule of the queue's scheduler (run by `node ace queue:work`)
 * unless it is already registered with the same interval.
 *
 * Registering is an upsert by id that also moves the next run to one interval
 * from now, and every web process registers the schedules when it starts. Done
 * blindly, each start (a deploy, a restart, each WEB_CONCURRENCY fork, another
 * instance) pushed the work back by a whole interval, and instances started more
 * often than that kept it from ever running. A paused schedule
 * (`Schedule.find(id)` then `pause()`) stays paused; a changed interval registers anew.
 */
export async function keepSchedule(
  id: string,
  every: string,
  register: () => Promise<unknown>
): Promise<'kept' | 'registered'> {
  const existing = await Schedule.find(id)
  if (existing && existing.everyMs === string.milliseconds.parse(every) && existing.nextRunAt) {
    return 'kept'
  }
  await register()
  return 'registered'
}
