/** A new member, emitted once their account is stored (e.g. referrals attributes them). */
export type UserRegistered = {
  userId: number
  email: string
  /** The referral code captured at sign-up (link or cookie), if any. */
  referralCode: string | null
}

declare module '@adonisjs/core/types' {
  interface EventsList {
    'user:registered': UserRegistered
  }
}
