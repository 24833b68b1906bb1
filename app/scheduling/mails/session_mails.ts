/**
 * Session e-mails (owned by the e-mail work): each takes ids and loads what it
 * needs, so callers call it after their transaction commits.
 */
export async function notifyBookingRequested(_sessionId: number): Promise<void> {}
export async function notifySessionConfirmed(_sessionId: number): Promise<void> {}
/** Cancelled by a party, an admin, or automatically (cancelled_by_user_id null). */
export async function notifySessionCancelled(_sessionId: number): Promise<void> {}
export async function notifyRescheduleRequested(_sessionId: number, _requestId: number): Promise<void> {}
export async function notifyRescheduleConfirmed(_sessionId: number): Promise<void> {}
