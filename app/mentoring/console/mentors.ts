import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import vine, { errors as vineErrors } from '@vinejs/vine'
import type { Infer } from '@vinejs/vine/types'
import { LOCALES } from '#business/app'
import { MENTOR_PROFILE_RULES } from '#business/sessions'
import { MATCHING_COMPANY_SIZES, type MatchingCompanySize } from '#business/matching'
import { AppError } from '#core/errors'
import { formMessages } from '#core/services/form_messages'
import {
  editableTimeZone,
  joinMembers,
  memberColumn,
  memberColumns,
  personName,
  updateMemberDetails,
  whenPresent,
} from '#accounts/index'
import { optionalBio, optionalHeadline, optionalYears } from '#mentoring/validators/mentor_profile'
import MentorProfile from '#mentoring/models/mentor_profile'
import Skill from '#mentoring/models/skill'
import Industry from '#core/models/industry'
import { inviteMentor } from '#mentoring/services/mentor_onboarding'
import { mentorTime, type WeeklyHours } from '#mentoring/services/mentor_time'
import { audit, auditSourceOf } from '#core/services/audit_log'
import {
  boolOf,
  dateFilters,
  equalsFilter,
  fullName,
  isoOf,
  numberOrNull,
  searchFilter,
  type FilterDefinition,
  type ResourceDefinition,
  type Row,
} from '#core/services/admin_resources'

/*
| Mentors: a MENTOR's account and profile as one record, with skills,
| industries and the weekly schedule. Creating one invites the mentor (the
| account, an approved profile and a set-password e-mail: the mentoring
| module's inviteMentor); editing saves the profile through the same rules
| as the mentor's own settings. The weekly schedule is scheduling's: read,
| checked and saved through mentorTime() (scheduling provides it at boot).
*/

const COMPANY_SIZE_KEYS = Object.keys(MATCHING_COMPANY_SIZES) as MatchingCompanySize[]

/**
 * A MENTOR's profile with their account, joined as `u` (accounts' joinMembers): the list sorts
 * and searches by their name and e-mail. The record's id is the mentor's user id.
 */
function query() {
  return joinMembers(db.from('mentor_profiles as p'), { on: 'p.user_id', as: 'u' })
    .where(memberColumn('u', 'role'), 'MENTOR')
    .select(
      'p.user_id as id',
      ...memberColumns('u', {
        first_name: 'firstName',
        last_name: 'lastName',
        email: 'email',
        slug: 'slug',
        timezone: 'timezone',
        locale: 'locale',
        status: 'status',
        created_at: 'createdAt',
      }),
      'p.id as profile_id',
      'p.headline',
      'p.bio',
      'p.years_of_experience',
      'p.session_duration_minutes',
      'p.buffer_before_minutes',
      'p.buffer_after_minutes',
      'p.max_sessions_per_month',
      'p.company_sizes',
      'p.is_active',
      'p.is_approved',
      'p.rating',
      'p.ratings_count',
      'p.sessions_count',
      'p.next_available_at',
      'p.hourly_rate_cents'
    )
}

function companySizesOf(value: unknown): string[] {
  if (Array.isArray(value)) return value
  if (typeof value !== 'string' || !value) return []
  try {
    const parsed = JSON.parse(value)
    return Array.isArray(parsed) ? parsed : []
  } catch {
    return []
  }
}

/** Rows to records, with the page's skills, industries and schedules in three queries. */
async function mentorRecords(rows: Row[]) {
  const profileIds = rows.map((row) => Number(row.profile_id))
  const [skills, industries, ranges] = profileIds.length
    ? await Promise.all([
        db.from('mentor_skills').whereIn('mentor_profile_id', profileIds).orderBy('id'),
        db.from('mentor_industries').whereIn('mentor_profile_id', profileIds).orderBy('id'),
        mentorTime().weeklyRangesOf(profileIds),
      ])
    : [[], [], []]
  const byProfile = <T, R extends Row>(
    list: R[],
    pick: (row: R) => T,
    profileIdOf = (row: R) => row.mentor_profile_id
  ) => {
    const map = new Map<number, T[]>()
    for (const row of list) {
      const id = Number(profileIdOf(row))
      map.set(id, [...(map.get(id) ?? []), pick(row)])
    }
    return map
  }
  const skillIds = byProfile(skills, (row) => Number(row.skill_id))
  const industryIds = byProfile(industries, (row) => Number(row.industry_id))
  const schedules = byProfile(
    ranges,
    (range) => ({ weekday: range.dayOfWeek, start_time: range.startTime, end_time: range.endTime }),
    (range) => range.mentorProfileId
  )
  return rows.map((row) => {
    const profileId = Number(row.profile_id)
    return {
      id: Number(row.id),
      first_name: row.first_name,
      last_name: row.last_name,
      full_name: fullName(row.first_name, row.last_name),
      email: row.email,
      slug: row.slug ?? null,
      timezone: row.timezone,
      locale: row.locale,
      status: row.status,
      headline: row.headline ?? null,
      bio: row.bio ?? null,
      years_of_experience: Number(row.years_of_experience ?? 0),
      session_duration_minutes: Number(row.session_duration_minutes),
      buffer_before_minutes: Number(row.buffer_before_minutes),
      buffer_after_minutes: Number(row.buffer_after_minutes),
      max_sessions_per_month: numberOrNull(row.max_sessions_per_month),
      company_sizes: companySizesOf(row.company_sizes),
      is_active: boolOf(row.is_active),
      is_approved: boolOf(row.is_approved),
      rating: Number(row.rating ?? 0),
      ratings_count: Number(row.ratings_count ?? 0),
      sessions_count: Number(row.sessions_count ?? 0),
      next_available_at: isoOf(row.next_available_at),
      skill_ids: skillIds.get(profileId) ?? [],
      industry_ids: industryIds.get(profileId) ?? [],
      schedule: schedules.get(profileId) ?? [],
      created_at: isoOf(row.created_at),
    }
  })
}

async function recordOf(id: number) {
  const [record] = await mentorRecords([await query().where('p.user_id', id).firstOrFail()])
  return record
}

/** A pivot filter: mentors having this skill (or industry). */
function hasReference(table: string, column: string): FilterDefinition {
  return {
    type: 'number',
    apply: (q, id: number) =>
      q.whereExists((sub) =>
        sub
          .from(table)
          .whereColumn(`${table}.mentor_profile_id`, 'p.id')
          .where(`${table}.${column}`, id)
      ),
  }
}

const minutes = () =>
  vine.number().withoutDecimals().min(0).max(MENTOR_PROFILE_RULES.bufferMaxMinutes)
const ids = (max: number) =>
  vine.array(vine.number().withoutDecimals().positive()).maxLength(max).distinct().optional()

/**
 * An admin's edit: what react-admin sends (the whole record; read-only
 * fields are ignored), each field optional so a partial edit works too.
 */
export const mentorEditValidator = vine.create({
  first_name: personName().optional().requiredWhen(whenPresent('first_name')),
  last_name: personName().optional().requiredWhen(whenPresent('last_name')),
  locale: vine.enum(LOCALES).optional().requiredWhen(whenPresent('locale')),
  timezone: editableTimeZone(),
  headline: optionalHeadline(),
  bio: optionalBio(),
  years_of_experience: optionalYears(),
  session_duration_minutes: vine
    .number()
    .in([...MENTOR_PROFILE_RULES.sessionDurations])
    .optional(),
  buffer_before_minutes: minutes().optional(),
  buffer_after_minutes: minutes().optional(),
  max_sessions_per_month: vine
    .number()
    .withoutDecimals()
    .min(1)
    .max(MENTOR_PROFILE_RULES.maxSessionsPerMonthMax)
    .nullable()
    .optional(),
  company_sizes: vine.array(vine.enum(COMPANY_SIZE_KEYS)).distinct().optional(),
  is_active: vine.boolean().optional(),
  skill_ids: ids(MENTOR_PROFILE_RULES.skillsMax),
  industry_ids: ids(MENTOR_PROFILE_RULES.industriesMax),
  schedule: vine
    .array(
      vine.object({
        weekday: vine.any(),
        start_time: vine.any(),
        end_time: vine.any(),
      })
    )
    .optional(),
})

type MentorEdit = Infer<typeof mentorEditValidator>

/** Field errors as a validator would raise them (the API answers VALIDATION_ERROR). */
function fieldErrors(failures: { field: string; message: string }[]): never {
  throw new vineErrors.E_VALIDATION_ERROR(
    failures.map((failure) => ({ ...failure, rule: 'invalid' }))
  )
}

/**
 * Validates an edit completely before anything is written: the fields, the
 * weekly schedule with the schedule settings' rules (no overlap, ranges per
 * day...), and that the skills and industries exist.
 */
async function validEdit(ctx: HttpContext) {
  const input = await ctx.request.validateUsing(mentorEditValidator, {
    messagesProvider: formMessages(ctx, 'admin'),
  })
  let weekly: WeeklyHours | null = null
  if (input.schedule) {
    try {
      weekly = await mentorTime().checkWeekly(
        {
          entries: input.schedule.map((entry) => ({
            dayOfWeek: entry.weekday,
            startTime: entry.start_time,
            endTime: entry.end_time,
          })),
        },
        ctx
      )
    } catch (error) {
      if (!(error instanceof vineErrors.E_VALIDATION_ERROR)) throw error
      fieldErrors(
        (error.messages as { field: string; message: string }[]).map((failure) => ({
          field: failure.field
            .replace(/^entries/, 'schedule')
            .replace(/\.dayOfWeek$/, '.weekday')
            .replace(/\.startTime$/, '.start_time')
            .replace(/\.endTime$/, '.end_time'),
          message: failure.message,
        }))
      )
    }
  }
  const failures: { field: string; message: string }[] = []
  if (input.skill_ids?.length) {
    const known = await Skill.query().whereIn('id', input.skill_ids).select('id')
    if (known.length !== input.skill_ids.length) {
      failures.push({ field: 'skill_ids', message: ctx.i18n.t('admin.mentors.errors.skills') })
    }
  }
  if (input.industry_ids?.length) {
    const known = await Industry.query().whereIn('id', input.industry_ids).select('id')
    if (known.length !== input.industry_ids.length) {
      failures.push({
        field: 'industry_ids',
        message: ctx.i18n.t('admin.mentors.errors.industries'),
      })
    }
  }
  if (failures.length) fieldErrors(failures)
  return { input, weekly }
}

async function applyEdit(
  ctx: HttpContext,
  id: number,
  { input, weekly }: { input: MentorEdit; weekly: WeeklyHours | null }
) {
  const before = await recordOf(id)
  const profile = await db.transaction(async (trx) => {
    await updateMemberDetails(
      id,
      {
        ...(input.first_name && { firstName: input.first_name }),
        ...(input.last_name && { lastName: input.last_name }),
        ...(input.locale && { locale: input.locale }),
        ...(input.timezone && { timezone: input.timezone }),
      },
      trx
    )
    const mentorProfile = await MentorProfile.query({ client: trx })
      .where('userId', id)
      .firstOrFail()
    mentorProfile.merge({
      ...(input.headline !== undefined && { headline: input.headline }),
      ...(input.bio !== undefined && { bio: input.bio }),
      ...(input.years_of_experience !== undefined && {
        yearsOfExperience: input.years_of_experience,
      }),
      ...(input.session_duration_minutes !== undefined && {
        sessionDurationMinutes: input.session_duration_minutes,
      }),
      ...(input.buffer_before_minutes !== undefined && {
        bufferBeforeMinutes: input.buffer_before_minutes,
      }),
      ...(input.buffer_after_minutes !== undefined && {
        bufferAfterMinutes: input.buffer_after_minutes,
      }),
      ...(input.max_sessions_per_month !== undefined && {
        maxSessionsPerMonth: input.max_sessions_per_month,
      }),
      ...(input.company_sizes !== undefined && { companySizes: input.company_sizes }),
      ...(input.is_active !== undefined && { isActive: input.is_active }),
    })
    await mentorProfile.save()
    if (input.skill_ids) await mentorProfile.related('skills').sync(input.skill_ids, true, trx)
    if (input.industry_ids) {
      // An industry kept keeps its years; a new one counts the whole experience.
      const kept = await trx
        .from('mentor_industries')
        .where('mentor_profile_id', mentorProfile.id)
        .select('industry_id', 'years')
      const years = new Map(kept.map((row) => [Number(row.industry_id), Number(row.years)]))
      await mentorProfile
        .related('industries')
        .sync(
          Object.fromEntries(
            input.industry_ids.map((industryId) => [
              industryId,
              { years: years.get(industryId) ?? mentorProfile.yearsOfExperience },
            ])
          ),
          true,
          trx
        )
    }
    return mentorProfile
  })
  if (weekly) await mentorTime().replaceWeekly(profile, weekly)
  const after = await recordOf(id)
  await audit(auditSourceOf(ctx), {
    action: 'mentor.update',
    entityType: 'mentor',
    entityId: id,
    before,
    after,
  })
  return after
}

async function update(ctx: HttpContext, id: number) {
  return applyEdit(ctx, id, await validEdit(ctx))
}

/** POST: invites the mentor (account, profile, set-password e-mail), then saves the rest. */
async function create(ctx: HttpContext) {
  const edit = await validEdit(ctx)
  const body = ctx.request.body()
  const outcome = await inviteMentor(
    {
      email: body.email,
      first_name: body.first_name,
      last_name: body.last_name,
      locale: body.locale,
      timezone: body.timezone,
      headline: edit.input.headline,
      bio: edit.input.bio,
      years_of_experience: edit.input.years_of_experience,
    },
    auditSourceOf(ctx),
    { i18n: ctx.i18n }
  )
  if (outcome.status === 'exists') {
    throw new AppError('DUPLICATE_RECORD', {
      messageKey: 'admin.mentors.errors.exists',
      errors: { email: [ctx.i18n.t('admin.mentors.errors.exists')] },
    })
  }
  return applyEdit(ctx, outcome.user.id, edit)
}

export const mentors: ResourceDefinition = {
  name: 'mentors',
  bodies: { create: mentorEditValidator, update: mentorEditValidator },
  query,
  idColumn: 'p.user_id',
  sortColumns: {
    id: 'p.user_id',
    first_name: memberColumn('u', 'firstName'),
    last_name: memberColumn('u', 'lastName'),
    email: memberColumn('u', 'email'),
    years_of_experience: 'p.years_of_experience',
    rating: 'p.rating',
    sessions_count: 'p.sessions_count',
    next_available_at: 'p.next_available_at',
    created_at: memberColumn('u', 'createdAt'),
  },
  defaultSort: ['created_at', 'DESC'],
  filters: {
    q: searchFilter(
      memberColumn('u', 'email'),
      memberColumn('u', 'firstName'),
      memberColumn('u', 'lastName'),
      'p.headline'
    ),
    is_active: equalsFilter('p.is_active', 'boolean'),
    is_approved: equalsFilter('p.is_approved', 'boolean'),
    skill_ids: hasReference('mentor_skills', 'skill_id'),
    industry_ids: hasReference('mentor_industries', 'industry_id'),
    ...dateFilters('created_at', memberColumn('u', 'createdAt')),
  },
  toRecords: mentorRecords,
  create,
  update,
}
