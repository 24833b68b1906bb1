export type Mentor = {
  id: number
  slug: string | null
  first_name: string
  last_name: string
  name: string
  initials: string
  photo_url: string | null
  headline: string | null
  /** The languages of the member's own words, when they can be told. */
  headline_lang: string | null
  bio: string | null
  bio_lang: string | null
  years_of_experience: number
  skills: { slug: string; name: string }[]
  industries: { slug: string; name: string; years: number }[]
  hourly_rate_cents: number
  currency: 'EUR'
  session_duration: number
  rating: number
  ratings_count: number
  sessions_count: number
  next_available_at: string | null
  profile_url: string
  booking_path: string
  accepts_messages: boolean
}

export type Review = {
  id: number
  author_name: string
  author_initials: string
  rating: number
  would_recommend: boolean | null
  text: string
  text_lang: string | null
  created_at: string
}

export type ReviewsPage = {
  data: Review[]
  pagination: { total: number; page: number; limit: number; pages: number; hasMore: boolean }
}

export type Meta = {
  title: string
  ogTitle: string
  description: string
  canonicalUrl: string
  imageUrl: string | null
  imageAlt: string | null
  ogLocale: string
  siteName: string
}
