import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import vine, { errors as vineErrors } from '@vinejs/vine'
import type { Infer } from '@vinejs/vine/types'
import { LOCALES } from '#business/app'
import { MENTOR_PROFILE_RULES } from '#business/sessions'
import { PAUSE_REASONS } from '#business/responsiveness'
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
  dateFilters,
  equalsFilter,
  recordOf,
  searchFilter,
  type FilterDefinition,
  type ResourceDefinition,
  type Row,
} from '#core/services/admin_resources'
import MentorTransformer, {
  consoleMentorSchema,
  type ConsoleMentorView,
} from '#mentoring/transformers/console/mentor_transformer'

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
      'p.hourly_rate_cents',
      'p.paused_at',
      'p.paused_reason'
    )
}

/** A page's rows with their skills, industries and weekly hours, in three queries. */
async function mentorViews(rows: Row[]): Promise<ConsoleMentorView[]> {
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
    (range) => ({
      dayOfWeek: range.dayOfWeek,
      startTime: range.startTime,
      endTime: range.endTime,
    }),
    (range) => range.mentorProfileId
  )
  return rows.map((row) => {
    const profileId = Number(row.profile_id)
    return {
      ...row,
      skillIds: skillIds.get(profileId) ?? [],
      industryIds: industryIds.get(profileId) ?? [],
      schedule: schedules.get(profileId) ?? [],
    }
  })
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
  firstName: personName().optional().requiredWhen(whenPresent('firstName')),
  lastName: personName().optional().requiredWhen(whenPresent('lastName')),
  locale: vine.enum(LOCALES).optional().requiredWhen(whenPresent('locale')),
  timezone: editableTimeZone(),
  headline: optionalHeadline(),
  bio: optionalBio(),
  yearsOfExperience: optionalYears(),
  sessionDurationMinutes: vine
    .number()
    .in([...MENTOR_PROFILE_RULES.sessionDurations])
    .optional(),
  bufferBeforeMinutes: minutes().optional(),
  bufferAfterMinutes: minutes().optional(),
  maxSessionsPerMonth: vine
    .number()
    .withoutDecimals()
    .min(1)
    .max(MENTOR_PROFILE_RULES.maxSessionsPerMonthMax)
    .nullable()
    .optional(),
  companySizes: vine.array(vine.enum(COMPANY_SIZE_KEYS)).distinct().optional(),
  isActive: vine.boolean().optional(),
  skillIds: ids(MENTOR_PROFILE_RULES.skillsMax),
  industryIds: ids(MENTOR_PROFILE_RULES.industriesMax),
  schedule: vine
    .array(
      vine.object({
        dayOfWeek: vine.any(),
        startTime: vine.any(),
        endTime: vine.any(),
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
      weekly = await mentorTime().checkWeekly({ entries: input.schedule }, ctx)
    } catch (error) {
      if (!(error instanceof vineErrors.E_VALIDATION_ERROR)) throw error
      fieldErrors(
        (error.messages as { field: string; message: string }[]).map((failure) => ({
          field: failure.field.replace(/^entries/, 'schedule'),
          message: failure.message,
        }))
      )
    }
  }
  const failures: { field: string; message: string }[] = []
  if (input.skillIds?.length) {
    const known = await Skill.query().whereIn('id', input.skillIds).select('id')
    if (known.length !== input.skillIds.length) {
      failures.push({ field: 'skillIds', message: ctx.i18n.t('admin.mentors.errors.skills') })
    }
  }
  if (input.industryIds?.length) {
    const known = await Industry.query().whereIn('id', input.industryIds).select('id')
    if (known.length !== input.industryIds.length) {
      failures.push({
        field: 'industryIds',
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
  const before = await recordOf(mentors, id)
  const profile = await db.transaction(async (trx) => {
    await updateMemberDetails(
      id,
      {
        ...(input.firstName && { firstName: input.firstName }),
        ...(input.lastName && { lastName: input.lastName }),
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
      ...(input.yearsOfExperience !== undefined && {
        yearsOfExperience: input.yearsOfExperience,
      }),
      ...(input.sessionDurationMinutes !== undefined && {
        sessionDurationMinutes: input.sessionDurationMinutes,
      }),
      ...(input.bufferBeforeMinutes !== undefined && {
        bufferBeforeMinutes: input.bufferBeforeMinutes,
      }),
      ...(input.bufferAfterMinutes !== undefined && {
        bufferAfterMinutes: input.bufferAfterMinutes,
      }),
      ...(input.maxSessionsPerMonth !== undefined && {
        maxSessionsPerMonth: input.maxSessionsPerMonth,
      }),
      ...(input.companySizes !== undefined && { companySizes: input.companySizes }),
      ...(input.isActive !== undefined && { isActive: input.isActive }),
    })
    await mentorProfile.save()
    if (input.skillIds) await mentorProfile.related('skills').sync(input.skillIds, true, trx)
    if (input.industryIds) {
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
            input.industryIds.map((industryId) => [
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
  const after = await recordOf(mentors, id)
  await audit(auditSourceOf(ctx), {
    action: 'mentor.update',
    entityType: 'mentor',
    entityId: id,
    before,
    after,
  })
}

async function update(ctx: HttpContext, id: number) {
  await applyEdit(ctx, id, await validEdit(ctx))
}

/** POST: invites the mentor (account, profile, set-password e-mail), then saves the rest. */
async function create(ctx: HttpContext) {
  const edit = await validEdit(ctx)
  const body = ctx.request.body()
  const outcome = await inviteMentor(
    {
      email: body.email,
      first_name: body.firstName,
      last_name: body.lastName,
      locale: body.locale,
      timezone: body.timezone,
      headline: edit.input.headline,
      bio: edit.input.bio,
      years_of_experience: edit.input.yearsOfExperience,
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
  await applyEdit(ctx, outcome.user.id, edit)
  return outcome.user.id
}

export const mentors: ResourceDefinition<ConsoleMentorView> = {
  name: 'mentors',
  schema: consoleMentorSchema,
  transformer: MentorTransformer,
  views: mentorViews,
  bodies: { create: mentorEditValidator, update: mentorEditValidator },
  query,
  idColumn: 'p.user_id',
  sortColumns: {
    id: 'p.user_id',
    firstName: memberColumn('u', 'firstName'),
    lastName: memberColumn('u', 'lastName'),
    email: memberColumn('u', 'email'),
    yearsOfExperience: 'p.years_of_experience',
    rating: 'p.rating',
    sessionsCount: 'p.sessions_count',
    nextAvailableAt: 'p.next_available_at',
    pausedAt: 'p.paused_at',
    createdAt: memberColumn('u', 'createdAt'),
  },
  defaultSort: ['createdAt', 'DESC'],
  filters: {
    q: searchFilter(
      memberColumn('u', 'email'),
      memberColumn('u', 'firstName'),
      memberColumn('u', 'lastName'),
      'p.headline'
    ),
    isActive: equalsFilter('p.is_active', 'boolean'),
    isApproved: equalsFilter('p.is_approved', 'boolean'),
    // Paused mentors (out of the list until they say they are available again), and why.
    isPaused: {
      type: 'boolean',
      apply: (builder, paused: boolean) => {
        if (paused) builder.whereNotNull('p.paused_at')
        else builder.whereNull('p.paused_at')
      },
    },
    pausedReason: equalsFilter('p.paused_reason', 'string', PAUSE_REASONS),
    skillIds: hasReference('mentor_skills', 'skill_id'),
    industryIds: hasReference('mentor_industries', 'industry_id'),
    ...dateFilters('createdAt', memberColumn('u', 'createdAt')),
  },
  create,
  update,
}
