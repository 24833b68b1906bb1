import type { HttpContext } from '@adonisjs/core/http'
import { formMessages } from '#core/services/form_messages'
import {
  SCHEDULE_LIMITS,
  scheduleExceptionValidator,
  weeklyScheduleValidator,
} from '#scheduling/validators/schedule'
import {
  PREVIEW_DAYS,
  deleteException,
  ownException,
  replaceWeekly,
  saveException,
  scheduleProfileOf,
  scheduleProfileOrFail,
  schedulePreview,
  scheduleValuesOf,
  todayIn,
  type ExceptionValue,
  type ScheduleProfile,
} from '#scheduling/services/schedule_settings'
import ScheduleTransformer from '#scheduling/transformers/schedule_transformer'
import SchedulePreviewTransformer from '#scheduling/transformers/schedule_preview_transformer'
import ScheduleSavedTransformer from '#scheduling/transformers/schedule_saved_transformer'
import ScheduleLimitsTransformer from '#scheduling/transformers/schedule_limits_transformer'

/**
 * Settings > Schedule (mentor access): the page, and the JSON calls it saves
 * through. Every write answers with the saved schedule and a fresh preview,
 * so the page shows what mentees can now book. A user with mentor access and
 * no mentor profile (an admin) sees a notice; the calls answer NOT_FOUND.
 */
export default class ScheduleSettingsController {
  async show({ auth, inertia }: HttpContext) {
    const user = auth.getUserOrFail()
    const profile = await scheduleProfileOf(user)
    const today = todayIn(user.timezone)
    return inertia.render('scheduling/settings/schedule', {
      hasProfile: !!profile,
      mentorTimeZone: user.timezone,
      today,
      schedule: profile
        ? await this.schedule(profile.id, user)
        : new ScheduleTransformer({ weekly: [], exceptions: [] }).toObject(),
      preview: profile ? await this.previewOf(profile) : null,
      limits: ScheduleLimitsTransformer.transform({
        ...SCHEDULE_LIMITS,
        previewDays: PREVIEW_DAYS,
      }),
    })
  }

  /** GET /api/schedule */
  async index({ auth }: HttpContext) {
    const user = auth.getUserOrFail()
    const profile = await scheduleProfileOrFail(user)
    return { schedule: await this.schedule(profile.id, user) }
  }

  /** PUT /api/schedule/weekly { entries: [{ dayOfWeek, startTime, endTime }] } */
  async updateWeekly(ctx: HttpContext) {
    const user = ctx.auth.getUserOrFail()
    const profile = await scheduleProfileOrFail(user)
    const input = await ctx.request.validateUsing(weeklyScheduleValidator, {
      messagesProvider: formMessages(ctx, 'schedule_settings'),
    })
    await replaceWeekly(profile, input)
    return this.saved(user, profile)
  }

  /** POST /api/schedule/exceptions { date, reason?, unavailableAllDay, startTime?, endTime? } */
  async storeException(ctx: HttpContext) {
    const user = ctx.auth.getUserOrFail()
    const profile = await scheduleProfileOrFail(user)
    const input = await ctx.request.validateUsing(scheduleExceptionValidator, {
      messagesProvider: formMessages(ctx, 'schedule_settings'),
      meta: { today: todayIn(user.timezone) },
    })
    const exception = await saveException(profile, input)
    ctx.response.status(201)
    return this.savedWith(user, profile, exception)
  }

  /** PUT /api/schedule/exceptions/:id (same body); the validator is named in each method for the typed client. */
  async updateException(ctx: HttpContext) {
    const user = ctx.auth.getUserOrFail()
    const profile = await scheduleProfileOrFail(user)
    // Another mentor's (or no) exception is NOT_FOUND before the input is read.
    await ownException(profile.id, Number(ctx.params.id))
    const input = await ctx.request.validateUsing(scheduleExceptionValidator, {
      messagesProvider: formMessages(ctx, 'schedule_settings'),
      meta: { today: todayIn(user.timezone) },
    })
    const exception = await saveException(profile, input, Number(ctx.params.id))
    return this.savedWith(user, profile, exception)
  }

  /** DELETE /api/schedule/exceptions/:id */
  async destroyException({ auth, params }: HttpContext) {
    const user = auth.getUserOrFail()
    const profile = await scheduleProfileOrFail(user)
    await deleteException(profile, Number(params.id))
    return this.saved(user, profile)
  }

  /** GET /api/schedule/preview: the next two weeks' bookable slots. */
  async preview({ auth }: HttpContext) {
    const profile = await scheduleProfileOrFail(auth.getUserOrFail())
    return this.previewOf(profile)
  }

  /** A write's answer: the saved schedule and a fresh preview. */
  private async saved(user: { timezone: string }, profile: ScheduleProfile) {
    const saved = await this.savedSchedule(user, profile)
    return saved.toObject()
  }

  /** An exception's write answers the exception too. */
  private async savedWith(
    user: { timezone: string },
    profile: ScheduleProfile,
    exception: ExceptionValue
  ) {
    const saved = await this.savedSchedule(user, profile, exception)
    return saved.withException()
  }

  private async savedSchedule(
    user: { timezone: string },
    profile: ScheduleProfile,
    exception?: ExceptionValue
  ) {
    return new ScheduleSavedTransformer({
      schedule: await scheduleValuesOf(profile.id, todayIn(user.timezone)),
      preview: await schedulePreview(profile),
      exception,
    })
  }

  /** The saved schedule from today on, as ScheduleTransformer gives it to the page. */
  private async schedule(profileId: number, user: { timezone: string }) {
    return new ScheduleTransformer(
      await scheduleValuesOf(profileId, todayIn(user.timezone))
    ).toObject()
  }

  /** The next days' bookable slots, as SchedulePreviewTransformer gives them to the page. */
  private async previewOf(profile: ScheduleProfile) {
    return new SchedulePreviewTransformer(await schedulePreview(profile)).toObject()
  }
}
