import type { DateTime } from 'luxon'
import { BaseTransformer } from '@adonisjs/core/transformers'
import type User from '#accounts/models/user'
import type { LeavingOutlook } from '#accounts/services/leaving_members'
import { linkedProviders } from '#accounts/services/fresh_sign_in'
import { confirmsWithPassword } from '#accounts/services/self_deletion'

type AccountDeletion = {
  user: User
  outlook: Required<LeavingOutlook>
  lastAdmin: boolean
  freshSignInUntil: DateTime | null
}

/**
 * Settings > Privacy and data, "Delete my account": what the deletion would mean for this
 * member (their explanation) and how they confirm it.
 */
export default class AccountDeletionTransformer extends BaseTransformer<AccountDeletion> {
  toObject() {
    const { user, outlook, lastAdmin, freshSignInUntil } = this.resource
    return {
      isMentor: user.isMentor,
      activePlan: outlook.activePlan,
      upcomingSessions: outlook.upcomingSessions,
      /** The password, or a fresh sign-in through one of `providers`. */
      confirmWith: confirmsWithPassword(user) ? ('password' as const) : ('provider' as const),
      providers: linkedProviders(user),
      /** Until when a fresh sign-in through the provider confirms the deletion. */
      freshSignInUntil: freshSignInUntil?.toISO() ?? null,
      /** The only active admin: the console would be left without anyone to run it. */
      lastAdmin,
    }
  }
}
