import type { DateTime } from 'luxon'
import type { Interval } from '#scheduling/services/slot_engine'

/**
 * Google Calendar sync (owned by the calendar work). None of these throws:
 * an outage degrades to "calendar unavailable" and never blocks a booking.
 */
export async function calendarBusy(
  _mentorUserId: number,
  _from: DateTime,
  _until: DateTime
): Promise<{ busy: Interval[]; unavailable: boolean }> {
  return { busy: [], unavailable: false }
}

/** Creates or updates the confirmed session's event; sets the Meet link when the session has none. */
export async function syncSessionEvent(_sessionId: number): Promise<void> {}

/** Deletes the session's event (cancelled). */
export async function removeSessionEvent(_sessionId: number): Promise<void> {}
