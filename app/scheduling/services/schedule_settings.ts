import { DateTime } from 'luxon'
import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import type { Infer } from '@vinejs/vine/types'
import type { User } from '#accounts/index'
import { AppError } from '#core/errors'
import { formMessages } from '#core/services/form_messages'
import { mentorProfileOfUser } from '#mentoring/index'
import ScheduleEntry from '#scheduling/models/schedule_entry'
import ScheduleException from '#scheduling/models/schedule_exception'
import { calendarBusy } from '#scheduling/services/calendar_sync'
import { loadSlotRules, refreshNextAvailable } from '#scheduling/services/mentor_availability'
import { lockBookingGuards } from '#scheduling/services/booking_guard'
import { findSlots } from '#scheduling/services/slot_engine'
import { offerFreedSlotAfterChange } from '#scheduling/services/waiting_line'
import {
  weeklyScheduleValidator,
  type scheduleExceptionValidator,
} from '#scheduling/validators/schedule'
import type { DayOfWeek } from '#business/sessions'

/**
 * Settings > Schedule: a mentor's weekly hours and dated exceptions, in the
 * mentor's time zone (their account's), and a preview of the bookable slots
 * they give over the next two weeks, computed by the booking's own slot
 * engine. Every change recomputes the catalogue's next free slot.
 */

export type WeeklyInput = Infer<typeof weeklyScheduleValidator>
export type ExceptionInput = Infer<typeof scheduleExceptionValidator>

/** Days the preview looks ahead. */
export const PREVIEW_DAYS = 14

/** A weekly range as PUT /api/schedule/weekly takes it. */
export type WeeklyValue = { dayOfWeek: number; startTime: string; endTime: string }

/** An exception as the page shows it (and POST/PUT take it, less the id). */
export type ExceptionValue = {
  id: number
  date: string
  reason: string | null
  unavailableAllDay: boolean
  startTime: string | null
  endTime: string | null
}

export type ScheduleValues = { weekly: WeeklyValue[]; exceptions: ExceptionValue[] }

/** Bookable slots over the preview window; same slot shape as the booking's slots API. */
export type SchedulePreview = {
  data: { startsAt: string; endsAt: string }[]
  mentorTimeZone: string
  durationMinutes: number
  calendarUnavailable: boolean
  from: string
  until: string
}

/** The mentor profile a schedule belongs to. */
export type ScheduleProfile = { id: number; userId: number }

/** The mentor profile whose schedule the user manages, or null (an admin without one). */
export function scheduleProfileOf(user: User): Promise<ScheduleProfile | null> {
  return mentorProfileOfUser(user.id)
}

/** Same, for the JSON calls: without a profile there is no schedule to change. */
export async function scheduleProfileOrFail(user: User) {
  const profile = await scheduleProfileOf(user)
  if (!profile) {
    throw new AppError('NOT_FOUND', { messageKey: 'schedule_settings.errors.noProfile' })
  }
  return profile
}

/** Today's date ('YYYY-MM-DD') in a time zone. */
export function todayIn(timeZone: string, now = DateTime.utc()) {
  return now.setZone(timeZone).toISODate()!
}

/** A DATE column as 'YYYY-MM-DD' (a luxon date from the model). */
function isoDate(value: DateTime | string) {
  return typeof value === 'string' ? value.slice(0, 10) : value.toISODate()!
}

function exceptionValue(exception: ScheduleException): ExceptionValue {
  const allDay = exception.isUnavailableAllDay
  return {
    id: exception.id,
    date: isoDate(exception.date),
    reason: exception.reason,
    unavailableAllDay: allDay,
    startTime: allDay ? null : exception.availableStart,
    endTime: allDay ? null : exception.availableEnd,
  }
}

/** The weekly ranges (by day, then start) and the exceptions from `today` on (by date). */
export async function scheduleValuesOf(profileId: number, today: string): Promise<ScheduleValues> {
  const [weekly, exceptions] = await Promise.all([
    ScheduleEntry.query()
      .where('mentorProfileId', profileId)
      .orderBy('dayOfWeek')
      .orderBy('startTime'),
    ScheduleException.query()
      .where('mentorProfileId', profileId)
      .where('date', '>=', today)
      .orderBy('date')
      .orderBy('id'),
  ])
  return {
    weekly: weekly.map((entry) => ({
      dayOfWeek: entry.dayOfWeek,
      startTime: entry.startTime,
      endTime: entry.endTime,
    })),
    exceptions: exceptions.map(exceptionValue),
  }
}

/**
 * Takes the mentor's booking guard for the rest of the transaction: a row
 * lock on PostgreSQL, the write lock on SQLite (the first statement writes),
 * so two schedule changes of one mentor never interleave. Their bookings
 * take it first too, so the two never wait on each other in a cycle.
 */
function claimSchedule(trx: TransactionClientContract, profile: ScheduleProfile) {
  return lockBookingGuards(trx, [profile.userId])
}

/** Replaces the whole weekly schedule at once (all or nothing). */
export async function replaceWeekly(profile: ScheduleProfile, input: WeeklyInput) {
  const now = DateTime.utc()
  await db.transaction(async (trx) => {
    await claimSchedule(trx, profile)
    await trx.from('schedule_entries').where('mentor_profile_id', profile.id).delete()
    if (input.entries.length) {
      await ScheduleEntry.createMany(
        input.entries.map((entry) => ({
          mentorProfileId: profile.id,
          dayOfWeek: entry.dayOfWeek as DayOfWeek,
          startTime: entry.startTime,
          endTime: entry.endTime,
          createdAt: now,
          updatedAt: now,
        })),
        { client: trx }
      )
    }
  })
  await refreshNextAvailable([profile.id])
  await offerFreedSlotAfterChange(profile.userId)
}

function exceptionColumns(input: ExceptionInput) {
  const allDay = input.unavailableAllDay
  return {
    date: DateTime.fromISO(input.date),
    reason: input.reason ? input.reason : null,
    availableStart: allDay ? null : (input.startTime ?? null),
    availableEnd: allDay ? null : (input.endTime ?? null),
  }
}

/** An exception of this profile, or NOT_FOUND (another mentor's id included). */
export async function ownException(profileId: number, id: number, trx?: TransactionClientContract) {
  const exception = await ScheduleException.query({ client: trx })
    .where('mentorProfileId', profileId)
    .where('id', id)
    .first()
  if (!exception) throw new AppError('NOT_FOUND')
  return exception
}

function duplicateDate(): never {
  throw new AppError('VALIDATION_ERROR', {
    errors: { date: ['schedule_settings.validation.date.duplicate'] },
  })
}

/**
 * Creates an exception, or updates one of the profile's (`id`). At most one
 * exception per date: the table's index is not unique, so the row is written
 * and the date counted inside the transaction that holds the schedule's lock.
 */
export async function saveException(profile: ScheduleProfile, input: ExceptionInput, id?: number) {
  const columns = exceptionColumns(input)
  const saved = await db.transaction(async (trx) => {
    await claimSchedule(trx, profile)
    let exception: ScheduleException
    if (id === undefined) {
      exception = new ScheduleException()
      exception.mentorProfileId = profile.id
    } else {
      exception = await ownException(profile.id, id, trx)
    }
    exception.useTransaction(trx)
    exception.merge(columns)
    await exception.save()

    const [{ total }] = await trx
      .from('schedule_exceptions')
      .where('mentor_profile_id', profile.id)
      .where('date', input.date)
      .count('* as total')
    if (Number(total) > 1) duplicateDate()
    return exception
  })
  await refreshNextAvailable([profile.id])
  // New hours, or an exception that opens a day, may free a slot for the waiting line.
  await offerFreedSlotAfterChange(profile.userId)
  return exceptionValue(saved)
}

export async function deleteException(profile: ScheduleProfile, id: number) {
  await db.transaction(async (trx) => {
    await claimSchedule(trx, profile)
    const exception = await ownException(profile.id, id, trx)
    await exception.useTransaction(trx).delete()
  })
  await refreshNextAvailable([profile.id])
  await offerFreedSlotAfterChange(profile.userId)
}

/**
 * The slots mentees could book over the next two weeks, from the same rules
 * as booking (notice, buffers, sessions, monthly maximum, calendar busy times).
 */
export async function schedulePreview(
  profile: ScheduleProfile,
  now = DateTime.utc()
): Promise<SchedulePreview> {
  const until = now.plus({ days: PREVIEW_DAYS })
  const [rules, calendar] = await Promise.all([
    loadSlotRules([profile.id], now),
    calendarBusy(profile.userId, now, until),
  ])
  const profileRules = rules.get(profile.id)!
  const slots = findSlots(
    { ...profileRules, busy: [...profileRules.busy, ...calendar.busy] },
    { now, until }
  )
  return {
    data: slots.map((slot) => ({
      startsAt: slot.start.toUTC().toISO()!,
      endsAt: slot.end.toUTC().toISO()!,
    })),
    mentorTimeZone: profileRules.timeZone,
    durationMinutes: profileRules.durationMinutes,
    calendarUnavailable: calendar.unavailable,
    from: now.toUTC().toISO()!,
    until: until.toUTC().toISO()!,
  }
}

/** How many weekly time ranges a mentor profile has (a listed profile needs some). */
export async function weeklyRangeCount(profileId: number): Promise<number> {
  const counted = await ScheduleEntry.query()
    .where('mentorProfileId', profileId)
    .count('* as total')
  return Number(counted[0].$extras.total)
}

/**
 * Only the rows whose mentor profile (the caller's `profileIdColumn`) has weekly hours: a
 * listed mentor needs some, and the catalogue asks within its one query (mentoring's listing).
 */
export function whereHasWeeklyHours<Query extends DatabaseQueryBuilderContract<any>>(
  query: Query,
  profileIdColumn: string
): Query {
  return query.whereExists((entries) =>
    entries
      .from('schedule_entries')
      .whereColumn('schedule_entries.mentor_profile_id', profileIdColumn)
      .select('schedule_entries.id')
  )
}

/** The weekly ranges of these profiles, by day then start time (the console's mentor records). */
export async function weeklyRangesOf(profileIds: number[]) {
  const rows = await db
    .from('schedule_entries')
    .whereIn('mentor_profile_id', profileIds)
    .orderBy(['day_of_week', 'start_time'])
  return rows.map((row) => ({
    mentorProfileId: Number(row.mentor_profile_id),
    dayOfWeek: Number(row.day_of_week),
    startTime: String(row.start_time).slice(0, 5),
    endTime: String(row.end_time).slice(0, 5),
  }))
}

/** A weekly schedule edited elsewhere (the console), checked like PUT /api/schedule/weekly. */
export function checkWeekly(input: { entries: unknown[] }, ctx: HttpContext) {
  return weeklyScheduleValidator.validate(input, {
    messagesProvider: formMessages(ctx, 'schedule_settings'),
  })
}
