import type { Data } from '@generated/data'

/** The mentor on the booking page (BookingMentorTransformer). */
export type Mentor = Data.Scheduling.BookingMentor

/** What pays for the booking, or why nothing does (BookingCoverageTransformer). */
export type Coverage = Data.Scheduling.BookingCoverage

/** The mentee's place in the mentor's waiting line (WaitingLineTransformer). */
export type WaitingLine = Data.Scheduling.WaitingLine
