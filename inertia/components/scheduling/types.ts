import type { Data } from '@generated/data'
import type { ApiAnswer } from '~/lib/api'

/** One page of My Sessions (SessionPageTransformer); the list call answers the same shape. */
export type SessionPage = Data.Scheduling.SessionPage

/** A session as its viewer sees it (SessionTransformer): My Sessions' cards and every session call's answer. */
export type Session = Data.Scheduling.Session

/** The mentor's bookable times, as the booking's and the reschedule's slot calls answer them. */
export type SlotsAnswer =
  ApiAnswer<'scheduling.api.slots'> | ApiAnswer<'scheduling.api.sessions.slots'>

/** One bookable time. */
export type Slot = SlotsAnswer['data'][number]
