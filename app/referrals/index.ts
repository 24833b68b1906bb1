/*
| Referrals' public surface: what the other modules may use. Everything else in
| app/referrals is private to it (checked by `npm run lint`, README "Modules").
*/

/** Free-session rewards, spent by a booking and given back by a cancellation, in their transactions. */
export {
  claimRewardForSession,
  releaseRewardOfSession,
  unusedFreeSessionReward,
} from '#referrals/services/session_rewards'

/** The console's overview: referrals converted per day. */
export { conversionsByDay } from '#referrals/services/referral_figures'
