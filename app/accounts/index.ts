/*
| Accounts' public surface: what the other modules may use. Everything else in
| app/accounts is private to it (checked by `npm run lint`, README "Modules").
*/

/** The member as the session guard gives it (a type: read it, query through these functions). */
export type { default as User } from '#accounts/models/user'

/** Events: a new member. */
export type { UserRegistered } from '#accounts/events'

/** Members as other modules show them (read-only facts, by id). */
export {
  adminForCommand,
  memberById,
  membersByIds,
  rememberStripeCustomer,
  updateMemberDetails,
  userById,
  userIdOfStripeCustomer,
  type Member,
} from '#accounts/services/members'

/**
 * Members inside another module's query, where one statement lists, sorts and pages them (the
 * catalogue, Quick Match, the console's lists), or reads a mentor's zone with their terms (the
 * slots, the booking).
 */
export {
  joinMemberName,
  joinMembers,
  joinMemberTimeZone,
  memberColumn,
  memberColumns,
  memberNameColumns,
  whereActiveMentorAccount,
  type MemberField,
  type MemberJoin,
  type MemberNameColumns,
} from '#accounts/services/member_queries'

/** The console's overview: sign-ups per day, members and mentors. */
export { memberCounts, signUpsByDay } from '#accounts/services/member_figures'

/** Mentors' accounts: invited by the team, or an approved applicant's. */
export {
  createInvitedMentorAccount,
  deleteAccount,
  promoteToMentor,
} from '#accounts/services/mentor_accounts'

/** Finding and signing in members, their tokens and sessions. */
export { findUserByEmail, normalizeEmail } from '#accounts/services/sign_in'
export { issueToken, tokenLink } from '#accounts/services/account_tokens'
export { requestPasswordReset } from '#accounts/services/password_reset'
export { endAllSessions } from '#accounts/services/session_versions'

/** An admin's suspension of a member from another module's console resource (audited). */
export { suspendMember } from '#accounts/services/member_status'
export { greetsForTheFirstTime } from '#accounts/services/welcome'

/** How a member is shown: name, picture, language, time zone (also once they are gone). */
export { formerMemberName, readerLocale } from '#accounts/services/former_member'
export { initialsOf } from '#accounts/services/initials'
export { profileImageOf } from '#accounts/services/profile'
export { profileThumbnailUrl } from '#accounts/services/profile_image'
export { isTimeZone } from '#accounts/services/time_zones'

/** What a member answered at onboarding (matching uses it). */
export { industryOptions, matchingAnswers } from '#accounts/services/onboarding'

/** Validation rules for a person's fields, shared by every form that has them. */
export {
  editableTimeZone,
  failField,
  personName,
  timeZoneRule,
  whenPresent,
} from '#accounts/validators/rules'

/** Mentoring tells whether a mentor's public profile is listed, when the app starts. */
export { tellListedProfilesWith } from '#accounts/services/public_profile'

/**
 * What an admin's role change or a member's leaving means elsewhere (and would mean, for the
 * deletion's explanation), told when the app starts.
 */
export { followRoleChangesWith } from '#accounts/services/roles'
export {
  settleLeavingMembersWith,
  tellLeavingOutlookWith,
} from '#accounts/services/leaving_members'
