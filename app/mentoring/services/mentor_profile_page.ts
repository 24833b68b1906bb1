import { MAX_RECORD_ID } from '#core/http'
import { CURRENCY } from '#business/pricing'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { urlFor } from '@adonisjs/core/services/url_builder'
import type { I18n } from '@adonisjs/i18n'
import { APP_NAME, DEFAULT_LOCALE, type Locale } from '#business/app'
import { MENTOR_PROFILE_RULES } from '#business/messages'
import { confirmHoursOf } from '#business/responsiveness'
import { OUTCOME_RULES } from '#business/outcomes'
import { absoluteUrl } from '#core/mails/localized_mail'
import { languageOf } from '#core/services/text_language'
import { memberById, memberColumn, memberColumns, membersByIds } from '#accounts/index'
import { formerMemberName, initialsOf, readerLocale } from '#accounts/index'
import MentorProfile from '#mentoring/models/mentor_profile'
import { mentorTime } from '#mentoring/services/mentor_time'
import { mentorReviews } from '#mentoring/services/mentor_reviews'
import { whereListed } from '#mentoring/services/listing'

/**
 * The public mentor profile (/mentors/:id and /mentors/<slug>): which mentor
 * a URL names, the profile as the page shows it, its sharing tags and its
 * public reviews. The public id of a mentor is their user id.
 */

/** A listed mentor a URL named. */
export type MentorRef = { userId: number; profileId: number; slug: string | null }

export type MentorProfileView = {
  id: number
  slug: string | null
  first_name: string
  last_name: string
  name: string
  initials: string
  photo_url: string | null
  headline: string | null
  /** The language the headline and the bio are written in, when it can be told. */
  headline_lang: Locale | null
  bio: string | null
  bio_lang: Locale | null
  years_of_experience: number
  skills: { slug: string; name: string }[]
  industries: { slug: string; name: string; years: number }[]
  /** Euro cents per hour. */
  hourly_rate_cents: number
  currency: typeof CURRENCY
  session_duration: number
  rating: number
  ratings_count: number
  sessions_count: number
  /** "Usually confirms within N hours", null while too few requests were confirmed. */
  confirm_hours: number | null
  /**
   * How many mentees answered the outcome follow-up and how many reached their goal or partly;
   * null below OUTCOME_RULES.profileMinAnswers answers (the count is not shown either).
   */
  outcomes: { answers: number; positive: number } | null
  /** ISO instant (UTC) of the next free slot, or null. */
  next_available_at: string | null
  /** APP_URL + /mentors/<slug or id>. */
  profile_url: string
}

export type SharingMeta = {
  title: string
  ogTitle: string
  description: string
  canonicalUrl: string
  imageUrl: string | null
  imageAlt: string | null
  ogLocale: string
  siteName: string
}

export type Review = {
  id: number
  /** First name and last initial ("Giulia R."). */
  authorName: string
  authorInitials: string
  rating: number
  /** The mentee's answer to "Would you recommend?"; null when left unanswered. */
  wouldRecommend: boolean | null
  text: string
  /** The language the text is written in, when it can be told. */
  textLang: Locale | null
  /** ISO instant (UTC). */
  createdAt: string
}

export type ReviewsPage = {
  data: Review[]
  pagination: { total: number; page: number; limit: number; pages: number; hasMore: boolean }
}

/** Ids beyond a 32-bit integer name nobody (and would break PostgreSQL's integer compare). */

/**
 * The query for the listed mentor a URL segment names (null: no id could
 * match): digits are a user id, anything else a slug. Listed: an approved,
 * active profile of an active MENTOR. Selects user_id, profile_id and slug;
 * callers may join and select more (the profile is `mentor_profiles`, its
 * member is joined as `member`: accounts' memberColumns names their fields).
 */
export function listedMentorQuery(idOrSlug: string) {
  const query = whereListed(db.from('mentor_profiles')).select(
    'mentor_profiles.user_id as user_id',
    'mentor_profiles.id as profile_id',
    ...memberColumns('member', { slug: 'slug' })
  )
  if (/^\d+$/.test(idOrSlug)) {
    const id = Number(idOrSlug)
    if (!Number.isSafeInteger(id) || id < 1 || id > MAX_RECORD_ID) return null
    query.where('mentor_profiles.user_id', id)
  } else {
    query.where(memberColumn('member', 'slug'), idOrSlug.toLowerCase())
  }
  return query
}

/** A row of `listedMentorQuery` as a reference to the mentor. */
export function mentorRefOf(row: { user_id: number; profile_id: number; slug: string | null }) {
  return { userId: row.user_id, profileId: row.profile_id, slug: row.slug }
}

/**
 * The listed mentor a URL segment names. Reads no JSON column, so a damaged
 * profile is still found (and then fails to load).
 */
export async function findListedMentor(idOrSlug: string): Promise<MentorRef | null> {
  const query = listedMentorQuery(idOrSlug)
  const row: { user_id: number; profile_id: number; slug: string | null } | null = query
    ? await query.first()
    : null
  return row ? mentorRefOf(row) : null
}

/** The profile's public address: the slug when there is one, else the user id. */
export function profilePath(ref: { userId: number; slug: string | null }) {
  return urlFor('mentoring.profile', { id: ref.slug ?? ref.userId })
}

/** "Giulia R.": reviews and messages never show a member's full last name. */
export function shortName(firstName: string, lastName: string) {
  const initial = lastName.trim().charAt(0).toUpperCase()
  return initial ? `${firstName.trim()} ${initial}.` : firstName.trim()
}

/**
 * The whole profile as the page shows it. The stored next free slot is
 * recomputed first when it may be out of date.
 */
export async function mentorProfileView(
  ref: MentorRef,
  locale: Locale
): Promise<MentorProfileView> {
  const now = DateTime.utc()
  const stale = await mentorTime().staleProfileIds(now, [ref.profileId])
  if (stale.length) await mentorTime().refresh(stale, now)

  const profile = await MentorProfile.query()
    .where('id', ref.profileId)
    .preload('skills')
    .preload('industries')
    .firstOrFail()
  const user = await memberById(profile.userId)
  if (!user) throw new Error(`mentor profile ${profile.id} has no member`)

  const skills = profile.skills
    .map((skill) => ({ slug: skill.slug, name: skill.nameIn(locale) }))
    .sort((a, b) => a.name.localeCompare(b.name, locale))
  const industries = profile.industries
    .map((industry) => ({
      slug: industry.slug,
      name: industry.nameIn(locale),
      years: Number(industry.$extras.pivot_years ?? 0),
    }))
    .sort((a, b) => b.years - a.years || a.name.localeCompare(b.name, locale))

  return {
    id: user.id,
    slug: user.slug,
    first_name: user.firstName,
    last_name: user.lastName,
    name: user.fullName,
    initials: user.initials,
    photo_url: user.photoUrl,
    headline: profile.headline,
    headline_lang: languageOf(profile.headline),
    bio: profile.bio,
    bio_lang: languageOf(profile.bio),
    years_of_experience: profile.yearsOfExperience,
    skills,
    industries,
    hourly_rate_cents: profile.hourlyRateCents,
    currency: CURRENCY,
    session_duration: profile.sessionDurationMinutes,
    rating: Number(profile.rating),
    ratings_count: profile.ratingsCount,
    sessions_count: profile.sessionsCount,
    confirm_hours: confirmHoursOf(profile.confirmMedianMinutes),
    outcomes:
      profile.outcomeAnswers >= OUTCOME_RULES.profileMinAnswers
        ? { answers: profile.outcomeAnswers, positive: profile.outcomePositive }
        : null,
    next_available_at: profile.nextAvailableAt?.toUTC().toISO() ?? null,
    profile_url: absoluteUrl(profilePath({ userId: user.id, slug: user.slug })),
  }
}

/** Whitespace collapsed, cut at a word boundary to at most `max` characters. */
export function excerpt(text: string, max: number) {
  const flat = text.replace(/\s+/g, ' ').trim()
  if (flat.length <= max) return flat
  const cut = flat.slice(0, max - 1)
  const atWord = cut.replace(/\s+\S*$/, '')
  return `${(atWord.length > max / 2 ? atWord : cut).replace(/[\s,;:.–—-]+$/, '')}…`
}

/** Title, description, canonical URL and image for search engines and link previews. */
export function sharingMeta(mentor: MentorProfileView, i18n: I18n): SharingMeta {
  const title = i18n.t('mentor_profile.meta.title', { name: mentor.name })
  const text = [mentor.headline, mentor.bio].filter((part) => part && part.trim()).join(' — ')
  return {
    title,
    ogTitle: `${title} · ${APP_NAME}`,
    description: excerpt(
      text ||
        i18n.t('mentor_profile.meta.fallbackDescription', { name: mentor.name, brand: APP_NAME }),
      MENTOR_PROFILE_RULES.metaDescriptionMaxLength
    ),
    canonicalUrl: mentor.profile_url,
    imageUrl: mentor.photo_url ? absoluteUrl(mentor.photo_url) : null,
    imageAlt: mentor.photo_url ? i18n.t('mentor_profile.photoAlt', { name: mentor.name }) : null,
    ogLocale: i18n.locale === 'it' ? 'it_IT' : 'en_GB',
    siteName: APP_NAME,
  }
}

/**
 * Public reviews of a mentor, newest first: the mentee's feedback on a
 * session with this mentor that has a public text (scheduling's), under the
 * author's short name (accounts'). A deleted mentee's review stays, under
 * "Former member".
 */
export async function reviewsOf(
  mentorUserId: number,
  options: { page?: number; limit?: number } = {}
): Promise<ReviewsPage> {
  const page = options.page ?? 1
  const limit = options.limit ?? MENTOR_PROFILE_RULES.reviewsPageSize
  const { total, reviews } = await mentorReviews()(mentorUserId, {
    offset: (page - 1) * limit,
    limit,
  })
  const authors = await membersByIds(
    reviews.flatMap((review) => (review.authorUserId === null ? [] : [review.authorUserId]))
  )
  const pages = Math.ceil(total / limit)
  const former = () => formerMemberName(readerLocale(DEFAULT_LOCALE))
  return {
    data: reviews.map((review) => {
      const author = review.authorUserId === null ? null : authors.get(review.authorUserId)
      return {
        id: review.id,
        authorName: author ? shortName(author.firstName, author.lastName) : former(),
        authorInitials: author ? author.initials : initialsOf(former()),
        rating: review.rating,
        wouldRecommend: review.wouldRecommend,
        text: review.text.trim(),
        textLang: languageOf(review.text),
        createdAt: review.createdAt.toISO()!,
      }
    }),
    pagination: { total, page, limit, pages, hasMore: page < pages },
  }
}
