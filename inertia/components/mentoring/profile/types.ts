import type { Data } from '@generated/data'

/** The profile page's props, as the server's transformers send them. */
export type Mentor = Data.Mentoring.MentorProfile
export type Review = Data.Mentoring.Review
export type ReviewsPage = Data.Mentoring.ReviewsPage
export type Meta = Data.Mentoring.SharingMeta
