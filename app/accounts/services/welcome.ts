import { DateTime } from 'luxon'
import type User from '#accounts/models/user'

/**
 * Whether this is the user's first visit to the dashboard ("Welcome" rather
 * than "Welcome back"). The first greeting is remembered at once, so any
 * later visit, a reload included, welcomes the user back.
 */
export async function greetsForTheFirstTime(user: User) {
  if (user.welcomedAt) return false
  user.welcomedAt = DateTime.utc()
  await user.save()
  return true
}
