/**
 * Scheduling's wiring when the app starts: the listeners that carry out a session's changes
 * (e-mails, availability, calendar), mentors' weekly hours and next free slots (mentoring's listing and catalogue), whether a
 * subscription paid for a session (billing's refunds), and its calls in core's API document.
 */
export default class SchedulingProvider {
  async start() {
    const { addToApiDocument } = await import('#core/services/api_openapi')
    const { schedulingOpenApiPaths } = await import('#scheduling/services/openapi')
    addToApiDocument(schedulingOpenApiPaths)
    const { listenToSessionChanges } = await import('#scheduling/listeners/session_effects')
    listenToSessionChanges()
    const { tellSubscriptionUseWith } = await import('#billing/index')
    const { bookedWithSubscription } = await import('#scheduling/services/entitlements')
    tellSubscriptionUseWith(bookedWithSubscription)
    const { keepMentorTimeWith } = await import('#mentoring/index')
    const availability = await import('#scheduling/services/mentor_availability')
    const { weeklyRangeCount } = await import('#scheduling/services/schedule_settings')
    keepMentorTimeWith({
      weeklyRangeCount,
      maxAgeMinutes: availability.AVAILABILITY_MAX_AGE_MINUTES,
      refresh: availability.refreshNextAvailable,
      staleProfileIds: availability.staleProfileIds,
    })
  }
}
