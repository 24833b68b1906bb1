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
  photoUrl: string | null
  /** Whether they accept messages by e-mail (a mentor's contact form). */
  acceptsMessages: boolean
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
    photoUrl: profileImageOf(user).url,
    acceptsMessages: user.emailMessages,
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
