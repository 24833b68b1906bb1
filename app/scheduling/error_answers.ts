import type { EdgeAnswer, ErrorCode } from '#core/errors'
import type { SessionError } from '#scheduling/errors'

const answer = (errorCode: ErrorCode, key: string): EdgeAnswer => ({
  errorCode,
  messageKey: `sessions.errors.${key}`,
})

/** A failure a form shows beside its field (`data.field`, the start time by default). */
const onField = (error: SessionError, key: string): EdgeAnswer => ({
  errorCode: 'VALIDATION_ERROR',
  messageKey: `sessions.errors.${key}`,
  ...(error.data.hours === undefined ? {} : { messageData: { hours: error.data.hours } }),
  errors: { [String(error.data.field ?? 'startsAt')]: [`sessions.errors.${key}`] },
})

/** How the HTTP edge answers scheduling's expected failures (registered by its provider). */
export function sessionAnswer(error: SessionError): EdgeAnswer {
  switch (error.reason) {
    case 'mentor_not_found':
      return answer('NOT_FOUND', 'mentorNotFound')
    case 'session_not_found':
      return answer('NOT_FOUND', 'notFound')
    case 'booking_notice':
      return onField(error, 'bookingNotice')
    case 'slot_taken':
      return answer('DUPLICATE_RECORD', 'slotTaken')
    case 'slot_unavailable':
      return onField(error, 'slotUnavailable')
    case 'mentee_busy':
      return answer('DUPLICATE_RECORD', 'menteeBusy')
    case 'mentor_monthly_limit':
      return answer('MENTOR_MONTHLY_LIMIT', 'mentorMonthlyLimit')
    case 'no_entitlement':
      return answer('FORBIDDEN', 'noEntitlement')
    case 'credit_taken':
      return answer('DUPLICATE_RECORD', 'creditTaken')
    case 'invalid_state':
      return answer('CONFLICT', 'invalidState')
    case 'cancel_notice':
      return { ...answer('VALIDATION_ERROR', 'cancelNotice'), messageData: error.data }
    case 'reschedule_notice':
      return { ...answer('VALIDATION_ERROR', 'rescheduleNotice'), messageData: error.data }
    case 'reschedule_open':
      return answer('DUPLICATE_RECORD', 'rescheduleOpen')
    case 'no_reschedule':
      return answer('CONFLICT', 'noReschedule')
    case 'feedback_too_early':
      return answer('VALIDATION_ERROR', 'feedbackTooEarly')
    case 'feedback_twice':
      return answer('DUPLICATE_RECORD', 'feedbackTwice')
    case 'no_show_too_early':
      return answer('VALIDATION_ERROR', 'noShowTooEarly')
    case 'no_show_too_late':
      return { ...answer('VALIDATION_ERROR', 'noShowTooLate'), messageData: error.data }
    case 'no_show_reported':
      return answer('DUPLICATE_RECORD', 'noShowReported')
    case 'no_show_not_disputable':
      return answer('CONFLICT', 'noShowNotDisputable')
    case 'no_show_dispute_too_late':
      return { ...answer('VALIDATION_ERROR', 'noShowDisputeTooLate'), messageData: error.data }
    case 'no_show_not_disputed':
      return answer('CONFLICT', 'noShowNotDisputed')
    case 'slots_free':
      return answer('CONFLICT', 'slotsFree')
  }
}
