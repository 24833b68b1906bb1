/**
 * Scheduling's wiring when the app starts: the listeners that carry out a session's changes
 * (e-mails, availability, calendar); the sessions of the admin console; mentors' weekly hours
 * and next free slots (mentoring's listing, catalogue and console records) and their public
 * reviews (mentoring's profile page) and who sits where in a session two members share
 * (mentoring's conversations); the upcoming sessions of a member an admin suspends or
 * deletes (accounts' console), and how many a member's own deletion would cancel (its
 * explanation); whether a subscription paid for a session (billing's refunds); its calls in
 * core's API document; how the HTTP edge answers its expected failures; and its part of
 * members' data (export and deletion).
 */
export default class SchedulingProvider {
  async start() {
    const { addToApiDocument } = await import('#core/services/api_document')
    const { schedulingApiDocument } = await import('#scheduling/services/openapi')
    addToApiDocument(schedulingApiDocument)
    const { addAdminResource } = await import('#core/services/admin_resources')
    const { sessions } = await import('#scheduling/console/sessions')
    const { noShows } = await import('#scheduling/console/no_shows')
    addAdminResource(sessions, noShows)
    const { answerAtTheEdge } = await import('#core/errors')
    const { SessionError } = await import('#scheduling/errors')
    const { sessionAnswer } = await import('#scheduling/error_answers')
    answerAtTheEdge(SessionError, sessionAnswer)
    const { listenToSessionChanges } = await import('#scheduling/listeners/session_effects')
    listenToSessionChanges()
    const { tellSubscriptionUseWith } = await import('#billing/index')
    const { bookedWithSubscription } = await import('#scheduling/services/entitlements')
    tellSubscriptionUseWith(bookedWithSubscription)
    const { keepMentorTimeWith } = await import('#mentoring/index')
    const availability = await import('#scheduling/services/mentor_availability')
    const settings = await import('#scheduling/services/schedule_settings')
    keepMentorTimeWith({
      weeklyRangeCount: settings.weeklyRangeCount,
      whereHasWeeklyHours: settings.whereHasWeeklyHours,
      maxAgeMinutes: availability.AVAILABILITY_MAX_AGE_MINUTES,
      refresh: availability.refreshNextAvailable,
      staleProfileIds: availability.staleProfileIds,
      weeklyRangesOf: settings.weeklyRangesOf,
      checkWeekly: settings.checkWeekly,
      replaceWeekly: settings.replaceWeekly,
    })
    const { tellMentorReviewsWith } = await import('#mentoring/index')
    const { publicReviewsOf } = await import('#scheduling/services/session_feedback')
    tellMentorReviewsWith(publicReviewsOf)
    const { tellSessionSeatsWith } = await import('#mentoring/index')
    const { sessionSeatsOf } = await import('#scheduling/services/session_seats')
    tellSessionSeatsWith(sessionSeatsOf)
    const { settleLeavingMembersWith } = await import('#accounts/index')
    const { cancelSessionsOfLeavingUser } = await import('#scheduling/services/session_lifecycle')
    settleLeavingMembersWith((user, by) => cancelSessionsOfLeavingUser(user, by))
    const { tellLeavingOutlookWith } = await import('#accounts/index')
    const { upcomingSessionCount } = await import('#scheduling/services/leaving_outlook')
    tellLeavingOutlookWith(async (userId) => ({
      upcomingSessions: await upcomingSessionCount(userId),
    }))
    const { registerPersonalData } = await import('#core/services/personal_data')
    const { schedulingPersonalData } = await import('#scheduling/services/personal_data')
    registerPersonalData(schedulingPersonalData)
  }
}
