import { DateTime } from 'luxon'
import vine, { errors as vineErrors } from '@vinejs/vine'
import type { Infer } from '@vinejs/vine/types'
import db from '@adonisjs/lucid/services/db'
import i18nManager from '@adonisjs/i18n/services/main'
import type { I18n } from '@adonisjs/i18n'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { createInvitedMentorAccount, deleteAccount, type User } from '#accounts/index'
import { ACCOUNT_RULES, MENTOR_INVITE_RULES } from '#business/accounts'
import { DEFAULT_LOCALE, type Locale } from '#business/app'
import { MENTOR_PROFILE_RULES } from '#business/sessions'
import { AppError } from '#core/errors'
import { isUniqueViolation } from '#database/errors'
import { formMessages } from '#core/services/form_messages'
import { personName, timeZoneRule } from '#accounts/index'
import { optionalBio, optionalHeadline, optionalYears } from '#mentoring/validators/mentor_profile'
import { issueToken, tokenLink } from '#accounts/index'
import { findUserByEmail, normalizeEmail } from '#accounts/index'
import AuditLog from '#core/models/audit_log'
import { audit, type AuditSource } from '#core/services/audit_log'
import MentorProfile from '#mentoring/models/mentor_profile'
import Skill from '#mentoring/models/skill'
import Industry from '#core/models/industry'
import { sendMentorInviteEmail } from '#mentoring/mails/mentor_invite_mail'

/*
| Operators invite mentors directly (ace commands, the admin console): the
| account is created with role MENTOR and no password, with an approved,
| active profile, and the mentor chooses a password from the e-mailed link
| (a password-reset token that lives for days, so it lands on the usual
| reset page).
*/

export type MentorInvite = {
  email: string
  first_name: string
  last_name: string
  locale?: Locale
  timezone?: string
  headline?: string | null
  bio?: string | null
  years_of_experience?: number
  /** Skill names (English or Italian, any case). */
  skills?: string[]
  /** Industry names (English or Italian, any case). */
  industries?: string[]
}

export type InviteOutcome = { status: 'invited' | 'exists'; user: User }

export type InviteOptions = {
  /** The language of validation messages (the operator's); English by default. */
  i18n?: I18n
}

const NAMESPACE = 'mentor_onboarding'

const names = (max: number) =>
  vine.array(vine.string().trim().minLength(1).maxLength(120)).maxLength(max).optional()

export const mentorInviteValidator = vine.create({
  email: vine.string().trim().email().maxLength(ACCOUNT_RULES.emailMaxLength),
  first_name: personName(),
  last_name: personName(),
  locale: vine.enum(['en', 'it'] as const).optional(),
  timezone: vine.string().trim().use(timeZoneRule()).optional(),
  headline: optionalHeadline(),
  bio: optionalBio(),
  years_of_experience: optionalYears(),
  skills: names(MENTOR_PROFILE_RULES.skillsMax),
  industries: names(MENTOR_PROFILE_RULES.industriesMax),
})

/** An invitation checked and resolved: names turned into ids, the e-mail normalised. */
export type ValidInvite = Omit<MentorInvite, 'skills' | 'industries'> & {
  skillIds: number[]
  industryIds: number[]
}

function defaultI18n() {
  return i18nManager.locale(DEFAULT_LOCALE)
}

/** Field messages as a VALIDATION_ERROR (422 through the API, a list in a command). */
function invalid(errors: Record<string, string[]>, i18n: I18n): never {
  throw new AppError('VALIDATION_ERROR', {
    messageKey: `${NAMESPACE}.errors.invalid`,
    message: i18n.t(`${NAMESPACE}.errors.invalid`),
    errors,
  })
}

/** Ids of the named vocabulary entries, matched on the English or Italian name, any case. */
async function idsByName(model: typeof Skill | typeof Industry, wanted: string[] | undefined) {
  const requested = [...new Set((wanted ?? []).map((one) => one.trim()).filter(Boolean))]
  if (!requested.length) return { ids: [] as number[], unknown: [] as string[] }
  const rows = await model.query().select('id', 'name', 'name_it')
  const byName = new Map<string, number>()
  for (const row of rows) {
    byName.set(row.name.toLowerCase(), row.id)
    if (row.nameIt) byName.set(row.nameIt.toLowerCase(), row.id)
  }
  const ids = new Set<number>()
  const unknown: string[] = []
  for (const one of requested) {
    const id = byName.get(one.toLowerCase())
    if (id === undefined) unknown.push(one)
    else ids.add(id)
  }
  return { ids: [...ids], unknown }
}

/** The names of a list field as given, when it is a list of names at all. */
function namesIn(value: unknown) {
  return Array.isArray(value) ? value.filter((one): one is string => typeof one === 'string') : []
}

/**
 * Checks an invitation the way the service will (fields, and skills and
 * industries by name, every problem reported at once) without writing
 * anything: a CSV dry run uses it.
 * Fails with a VALIDATION_ERROR whose field messages are in `i18n`'s language.
 */
export async function validateMentorInvite(
  input: unknown,
  options: InviteOptions = {}
): Promise<ValidInvite> {
  const i18n = options.i18n ?? defaultI18n()
  const errors: Record<string, string[]> = {}
  let data: Infer<typeof mentorInviteValidator> | undefined
  try {
    data = await mentorInviteValidator.validate(input, {
      messagesProvider: formMessages(i18n, NAMESPACE),
    })
  } catch (error) {
    if (!(error instanceof vineErrors.E_VALIDATION_ERROR)) throw error
    for (const item of error.messages as { field: string; message: string }[]) {
      ;(errors[item.field] ??= []).push(item.message)
    }
  }

  // Unknown names are reported with the field errors, every problem at once: the
  // names are read from the input itself when the fields did not validate.
  const raw = (input ?? {}) as Record<string, unknown>
  const skills = await idsByName(Skill, data ? data.skills : namesIn(raw.skills))
  const industries = await idsByName(Industry, data ? data.industries : namesIn(raw.industries))
  if (skills.unknown.length && !errors.skills) {
    errors.skills = [
      i18n.t(`${NAMESPACE}.validation.skills.unknown`, { names: skills.unknown.join(', ') }),
    ]
  }
  if (industries.unknown.length && !errors.industries) {
    errors.industries = [
      i18n.t(`${NAMESPACE}.validation.industries.unknown`, {
        names: industries.unknown.join(', '),
      }),
    ]
  }
  if (!data || Object.keys(errors).length) invalid(errors, i18n)

  return {
    email: normalizeEmail(data.email),
    first_name: data.first_name,
    last_name: data.last_name,
    locale: data.locale,
    timezone: data.timezone,
    headline: data.headline,
    bio: data.bio,
    years_of_experience: data.years_of_experience,
    skillIds: skills.ids,
    industryIds: industries.ids,
  }
}

export type MentorProfileDetails = Partial<
  Pick<MentorProfile, 'headline' | 'bio' | 'yearsOfExperience'>
>

/**
 * Makes `user` an approved, active mentor inside `trx`: a new profile when
 * there is none (with `details`), an existing unapproved one is approved.
 * Shared by an approved application and an operator's invitation.
 */
export async function grantMentorProfile(
  user: User,
  trx: TransactionClientContract,
  details: MentorProfileDetails = {}
) {
  const now = DateTime.now()
  const profile = await MentorProfile.query({ client: trx }).where('userId', user.id).first()
  if (!profile) {
    return MentorProfile.create(
      {
        ...details,
        userId: user.id,
        isApproved: true,
        approvedAt: now,
        isActive: true,
        companySizes: [],
      },
      { client: trx }
    )
  }
  if (!profile.isApproved) {
    profile.merge({ isApproved: true, approvedAt: now })
    await profile.save()
  }
  return profile
}

/**
 * Creates the MENTOR account (no password) with an approved, active profile,
 * links skills and industries by name (unknown names: VALIDATION_ERROR),
 * e-mails a set-password link (valid for days) in the mentor's language and
 * writes the audit entry 'mentor.invite'. The rows are written in one
 * transaction and the e-mail is queued right after it; an e-mail that cannot
 * be queued takes the invitation back, so nothing is left half-done.
 * Idempotent: an account with that e-mail already → 'exists', nothing
 * changed, no e-mail (also when two invitations race).
 */
export async function inviteMentor(
  input: MentorInvite,
  source: AuditSource,
  options: InviteOptions = {}
): Promise<InviteOutcome> {
  return inviteValidMentor(await validateMentorInvite(input, options), source)
}

/** inviteMentor for an invitation validateMentorInvite already checked (a CSV row). */
export async function inviteValidMentor(
  invite: ValidInvite,
  source: AuditSource
): Promise<InviteOutcome> {
  const existing = await findUserByEmail(invite.email)
  if (existing) return { status: 'exists', user: existing }

  let created: Awaited<ReturnType<typeof createInvitedMentor>>
  try {
    created = await db.transaction((trx) => createInvitedMentor(invite, source, trx))
  } catch (error) {
    if (isUniqueViolation(error)) {
      const winner = await findUserByEmail(invite.email)
      if (winner) return { status: 'exists', user: winner }
    }
    throw error
  }

  // Queued after the commit: the database queue writes through the same
  // connection pool, which on SQLite is the one connection the transaction holds.
  try {
    await sendMentorInviteEmail(created.user, created.link)
  } catch (error) {
    await undoInvite(created.user, created.auditEntryId)
    throw error
  }
  return { status: 'invited', user: created.user }
}

/** An invitation whose e-mail could not be queued is taken back whole (the account's rows cascade). */
async function undoInvite(user: User, auditEntryId: number) {
  await db.transaction(async (trx) => {
    await AuditLog.query({ client: trx }).where('id', auditEntryId).delete()
    await deleteAccount(user.id, trx)
  })
}

async function createInvitedMentor(
  invite: ValidInvite,
  source: AuditSource,
  trx: TransactionClientContract
) {
  const user = await createInvitedMentorAccount(
    {
      email: invite.email,
      firstName: invite.first_name,
      lastName: invite.last_name,
      locale: invite.locale ?? DEFAULT_LOCALE,
      timezone: invite.timezone,
    },
    trx
  )
  const years = invite.years_of_experience ?? 0
  const profile = await grantMentorProfile(user, trx, {
    headline: invite.headline ?? null,
    bio: invite.bio ?? null,
    yearsOfExperience: years,
  })
  if (invite.skillIds.length) await profile.related('skills').attach(invite.skillIds, trx)
  if (invite.industryIds.length) {
    // Years in each industry cannot exceed the whole experience: the total stands for each.
    await profile
      .related('industries')
      .attach(Object.fromEntries(invite.industryIds.map((id) => [id, { years }])), trx)
  }
  await user.refresh()

  const entry = await audit(
    source,
    {
      action: 'mentor.invite',
      entityType: 'mentor',
      entityId: user.id,
      before: null,
      after: {
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        locale: user.locale,
        timezone: user.timezone,
        headline: profile.headline,
        bio: profile.bio,
        yearsOfExperience: years,
        skillIds: invite.skillIds,
        industryIds: invite.industryIds,
      },
    },
    trx
  )

  const hours = MENTOR_INVITE_RULES.linkDays * 24
  const token = await issueToken(user, 'password_reset', { hours, client: trx })
  return { user, link: tokenLink('password_reset', token, hours), auditEntryId: entry.id }
}
