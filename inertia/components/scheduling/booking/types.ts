import type { Data } from '@generated/data'

/** The mentor on the booking page (BookingMentorTransformer). */
export type Mentor = Data.Scheduling.BookingMentor

/** What pays for the booking, or why nothing does (BookingCoverageTransformer). */
export type Coverage = Data.Scheduling.BookingCoverage
