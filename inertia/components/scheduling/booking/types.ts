export type Mentor = {
  id: number
  name: string
  firstName: string
  headline: string | null
  headlineLang: string | null
  imageUrl: string | null
  profilePath: string
  timeZone: string
  sessionDurationMinutes: number
  hourlyRate: number | null
}

/** Why there is no credit: PRO's call with this mentor this month is used, or nothing is left. */
export type Refusal = 'mentor_monthly_limit' | 'no_credit'

/** When PRO's call with this mentor comes back, and the mentor's first free time from then. */
export type NextMonth = { bookableFrom: string; firstAvailableAt: string | null }
