import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import User from '#accounts/models/user'
import { profileImageOf } from '#accounts/services/profile'

/** A member as other modules show them: read-only facts, no model. */
export type Member = {
  id: number
  slug: string | null
  email: string
  firstName: string
  lastName: string
  fullName: string
  initials: string
  isSuspended: boolean
  locale: User['locale']
  /** The IANA zone their times are shown in. */
  timezone: string
  photoUrl: string | null
  /** Whether they want e-mails about unread messages in their conversations. */
  acceptsMessages: boolean
  /**
   * Their e-mail settings: booking requests and confirmations; the reminder the day before
   * (and the feedback request); the last reminder just before the start; the outcome follow-up.
   */
  emailBookings: boolean
  emailReminders: boolean
  emailFinalReminders: boolean
  emailOutcomeFollowUps: boolean
}

function memberOf(user: User): Member {
  return {
    id: user.id,
    slug: user.slug,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    fullName: user.fullName,
    initials: user.initials,
    isSuspended: user.isSuspended,
    locale: user.locale,
    timezone: user.timezone,
    photoUrl: profileImageOf(user).url,
    acceptsMessages: user.emailMessages,
    emailBookings: user.emailBookings,
    emailReminders: user.emailReminders,
    emailFinalReminders: user.emailFinalReminders,
    emailOutcomeFollowUps: user.emailOutcomeFollowUps,
  }
}

/** The members with these ids (a deleted one is simply missing from the map). */
export async function membersByIds(ids: number[]): Promise<Map<number, Member>> {
  const unique = [...new Set(ids)]
  if (!unique.length) return new Map()
  const users = await User.query().whereIn('id', unique)
  return new Map(users.map((user) => [user.id, memberOf(user)]))
}

export async function memberById(id: number): Promise<Member | null> {
  const members = await membersByIds([id])
  return members.get(id) ?? null
}

/** The member's account, for a flow that acts as or for them (null when gone). */
export function userById(id: number, client?: TransactionClientContract): Promise<User | null> {
  return User.find(id, { client })
}

/** The account an operator's command acts as: the one with this e-mail, else the first admin. */
export function adminForCommand(email?: string | null): Promise<User | null> {
  return email
    ? User.query().where('email', email.trim().toLowerCase()).first()
    : User.query().where('role', 'ADMIN').orderBy('id').first()
}

/** The member a Stripe customer belongs to. */
export async function userIdOfStripeCustomer(
  customerId: string,
  client?: TransactionClientContract
): Promise<number | null> {
  const user = await User.findBy('stripeCustomerId', customerId, { client })
  return user?.id ?? null
}

/** Remembers the member's Stripe customer (billing creates it once). */
export async function rememberStripeCustomer(userId: number, customerId: string) {
  await User.query().where('id', userId).update({ stripe_customer_id: customerId })
}

/** An admin's edit of a member's name, language or time zone (the fields given), in `trx`. */
export async function updateMemberDetails(
  id: number,
  details: Partial<Pick<User, 'firstName' | 'lastName' | 'locale' | 'timezone'>>,
  trx: TransactionClientContract
) {
  const user = await User.findOrFail(id, { client: trx })
  user.merge(details)
  await user.save()
}
