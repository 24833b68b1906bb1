import { useEffect, useRef, useState, type ReactNode } from 'react'
import { Head, usePage } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { FormattedMessage, useIntl } from 'react-intl'
import { zoneLabel } from '#business/time_zones'
import { Spinner } from '~/components/loading/spinner'
import { toast, ToastAction } from '~/components/toast'
import { api } from '~/lib/api'
import { cn } from '~/lib/cn'
import { useViewerTimeZone } from '~/lib/viewer_time_zone'
import { primaryButtonClass, secondaryButtonClass } from '~/components/ui/button'
import { MessageMentorDialog } from '~/components/mentoring/message_mentor_dialog'
import { SaveMentorButton } from '~/components/mentoring/save_mentor_button'
import { Seo } from '~/components/shell/seo'
import { useT, type Translate } from '~/components/ui/use_t'

type Mentor = {
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

type Review = {
  id: number
  author_name: string
  author_initials: string
  rating: number
  would_recommend: boolean | null
  text: string
  text_lang: string | null
  created_at: string
}

type ReviewsPage = {
  data: Review[]
  pagination: { total: number; page: number; limit: number; pages: number; hasMore: boolean }
}

type Meta = {
  title: string
  ogTitle: string
  description: string
  canonicalUrl: string
  imageUrl: string | null
  imageAlt: string | null
  ogLocale: string
  siteName: string
}

type Props = {
  mentor: Mentor | null
  reviews: ReviewsPage | null
  meta: Meta | null
  isOwnProfile: boolean
  loadError: boolean
}

/** A sign-in link that comes back to `path` afterwards. */
function signInHref(path: string) {
  return `/login?returnTo=${encodeURIComponent(path)}`
}

/**
 * The public mentor profile (/mentors/<id> and /mentors/<slug>): who the
 * mentor is, what they know, their terms and availability, public reviews,
 * and the ways to get in touch. Server-rendered with sharing tags.
 */
export default function MentorProfilePage({
  mentor,
  reviews,
  meta,
  isOwnProfile,
  loadError,
}: Props) {
  if (loadError || !mentor || !reviews || !meta) return <LoadError />
  return <Profile mentor={mentor} reviews={reviews} meta={meta} isOwnProfile={isOwnProfile} />
}

function SharingTags({ meta, mentor }: { meta: Meta; mentor: Mentor }) {
  return (
    <Head title={meta.title}>
      <meta head-key="description" name="description" content={meta.description} />
      <link head-key="canonical" rel="canonical" href={meta.canonicalUrl} />
      <meta head-key="og:type" property="og:type" content="profile" />
      <meta head-key="og:site_name" property="og:site_name" content={meta.siteName} />
      <meta head-key="og:locale" property="og:locale" content={meta.ogLocale} />
      <meta head-key="og:title" property="og:title" content={meta.ogTitle} />
      <meta head-key="og:description" property="og:description" content={meta.description} />
      <meta head-key="og:url" property="og:url" content={meta.canonicalUrl} />
      <meta
        head-key="profile:first_name"
        property="profile:first_name"
        content={mentor.first_name}
      />
      <meta head-key="profile:last_name" property="profile:last_name" content={mentor.last_name} />
      {meta.imageUrl ? (
        <meta head-key="og:image" property="og:image" content={meta.imageUrl} />
      ) : null}
      {meta.imageUrl && meta.imageAlt ? (
        <meta head-key="og:image:alt" property="og:image:alt" content={meta.imageAlt} />
      ) : null}
      <meta head-key="twitter:card" name="twitter:card" content="summary" />
      <meta head-key="twitter:title" name="twitter:title" content={meta.ogTitle} />
      <meta head-key="twitter:description" name="twitter:description" content={meta.description} />
      {meta.imageUrl ? (
        <meta head-key="twitter:image" name="twitter:image" content={meta.imageUrl} />
      ) : null}
    </Head>
  )
}

/** 'Failed to load mentor profile', with a way to try again. */
function LoadError() {
  const t = useT()
  const { url } = usePage()
  return (
    <>
      <Head title={t('mentor_profile.loadError.title')}>
        <meta head-key="robots" name="robots" content="noindex" />
      </Head>
      <div className="mx-auto w-full max-w-2xl px-4 py-20 text-center sm:py-28">
        <div role="alert">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            <FormattedMessage id="mentor_profile.loadError.title" />
          </h1>
          <p className="mt-4 text-base text-slate-600">
            <FormattedMessage id="mentor_profile.loadError.description" />
          </p>
        </div>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          {/* A full reload: the profile is assembled again from scratch. */}
          <a href={url} className={primaryButtonClass}>
            <FormattedMessage id="mentor_profile.loadError.retry" />
          </a>
          <Link href="/mentors" className={secondaryButtonClass}>
            <FormattedMessage id="mentor_profile.loadError.back" />
          </Link>
        </div>
      </div>
    </>
  )
}

function Avatar({ mentor, t }: { mentor: Mentor; t: Translate }) {
  const base = 'size-28 shrink-0 rounded-full sm:size-32'
  if (mentor.photo_url) {
    return (
      <img
        src={mentor.photo_url}
        alt={t('mentor_profile.photoAlt', { name: mentor.name })}
        width={128}
        height={128}
        className={cn(base, 'bg-slate-100 object-cover')}
      />
    )
  }
  return (
    <span
      aria-hidden="true"
      className={cn(
        base,
        'inline-flex items-center justify-center bg-brand-100 text-3xl font-semibold text-brand-800'
      )}
    >
      {mentor.initials}
    </span>
  )
}

/** Five stars, filled to the rating; decorative (the rating is said in words). */
function Stars({ rating, className }: { rating: number; className?: string }) {
  return (
    <span aria-hidden="true" className={cn('inline-flex text-amber-500', className)}>
      {[1, 2, 3, 4, 5].map((star) => (
        <svg
          key={star}
          viewBox="0 0 20 20"
          fill="currentColor"
          className={cn('size-4', rating + 0.25 < star && 'text-slate-300')}
        >
          <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9L10 1.5Z" />
        </svg>
      ))}
    </span>
  )
}

function Fact({ term, children }: { term: ReactNode; children: ReactNode }) {
  return (
    <div className="py-3 first:pt-0 last:pb-0">
      <dt className="text-sm font-medium text-slate-600">{term}</dt>
      <dd className="mt-1 text-base font-semibold text-slate-900">{children}</dd>
    </div>
  )
}

function Section({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  )
}

function Profile({
  mentor,
  reviews,
  meta,
  isOwnProfile,
}: {
  mentor: Mentor
  reviews: ReviewsPage
  meta: Meta
  isOwnProfile: boolean
}) {
  const intl = useIntl()
  const t = useT()
  const { props, url: currentPath } = usePage()
  const { user } = props
  const timeZone = useViewerTimeZone()

  const cents = mentor.hourly_rate_cents
  const price = intl.formatNumber(cents / 100, {
    style: 'currency',
    currency: mentor.currency,
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  })
  const rating = intl.formatNumber(mentor.rating, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  })

  async function copyLink() {
    try {
      if (!navigator.clipboard) throw new Error('Clipboard unavailable')
      await navigator.clipboard.writeText(mentor.profile_url)
      toast({
        title: t('mentor_profile.actions.copied'),
        description: t('mentor_profile.actions.copiedDescription'),
      })
    } catch {
      toast({ title: t('mentor_profile.actions.copyFailed'), variant: 'destructive' })
    }
  }

  return (
    <>
      <SharingTags meta={meta} mentor={mentor} />
      <Seo
        title={meta.title}
        description={meta.description}
        canonical={meta.canonicalUrl}
        og={false}
      />
      <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
        <Link
          href="/mentors"
          className="inline-flex items-center gap-1 rounded text-sm font-medium text-brand-700 hover:text-brand-800 hover:underline focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
        >
          <span aria-hidden="true">←</span>
          <FormattedMessage id="mentor_profile.backToMentors" />
        </Link>

        <header className="mt-6 flex flex-col gap-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:flex-row sm:items-start sm:p-8">
          <Avatar mentor={mentor} t={t} />
          <div className="min-w-0 flex-1">
            <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
              {mentor.name}
            </h1>
            {mentor.headline ? (
              <p lang={mentor.headline_lang ?? undefined} className="mt-2 text-lg text-slate-700">
                {mentor.headline}
              </p>
            ) : null}
            <p className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
              {mentor.ratings_count > 0 ? (
                <span className="inline-flex items-center gap-1.5" data-testid="mentor-rating">
                  <Stars rating={mentor.rating} />
                  <span>
                    <FormattedMessage
                      id="mentor_profile.rating.summary"
                      values={{ rating, count: mentor.ratings_count }}
                    />
                  </span>
                </span>
              ) : (
                <span data-testid="mentor-rating">
                  <FormattedMessage id="mentor_profile.rating.none" />
                </span>
              )}
              <span aria-hidden="true" className="text-slate-400">
                ·
              </span>
              <span data-testid="mentor-sessions">
                <FormattedMessage
                  id="mentor_profile.rating.sessions"
                  values={{ count: mentor.sessions_count }}
                />
              </span>
            </p>

            <div className="mt-6 flex flex-wrap items-center gap-3">
              {isOwnProfile ? (
                <Link href="/settings/profile/mentor" className={primaryButtonClass}>
                  <FormattedMessage id="mentor_profile.actions.editProfile" />
                </Link>
              ) : (
                <>
                  <Link
                    href={user ? mentor.booking_path : signInHref(mentor.booking_path)}
                    className={primaryButtonClass}
                  >
                    <FormattedMessage id="mentor_profile.actions.requestCall" />
                  </Link>
                  {!user ? (
                    <Link href={signInHref(currentPath)} className={secondaryButtonClass}>
                      <FormattedMessage id="mentor_profile.actions.signInToMessage" />
                    </Link>
                  ) : mentor.accepts_messages ? (
                    <MessageMentorDialog mentorId={mentor.id} mentorName={mentor.name} />
                  ) : null}
                </>
              )}
              <button type="button" onClick={copyLink} className={secondaryButtonClass}>
                <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4">
                  <path d="M12.2 2.8a3.5 3.5 0 0 1 5 5l-2.5 2.5a3.5 3.5 0 0 1-5 0 .75.75 0 1 1 1.06-1.06 2 2 0 0 0 2.83 0l2.5-2.5a2 2 0 0 0-2.83-2.83l-1 1a.75.75 0 0 1-1.06-1.06l1-1ZM7.8 7.8a3.5 3.5 0 0 1 5 0 .75.75 0 0 1-1.06 1.06 2 2 0 0 0-2.83 0l-2.5 2.5a2 2 0 0 0 2.83 2.83l1-1a.75.75 0 0 1 1.06 1.06l-1 1a3.5 3.5 0 0 1-5-5l2.5-2.5Z" />
                </svg>
                <FormattedMessage id="mentor_profile.actions.copyLink" />
              </button>
              {isOwnProfile ? null : (
                <SaveMentorButton mentorId={mentor.id} mentorName={mentor.name} />
              )}
            </div>
            {isOwnProfile ? (
              <p className="mt-3 text-sm text-slate-600">
                <FormattedMessage id="mentor_profile.ownProfile" />
              </p>
            ) : user && !mentor.accepts_messages ? (
              <p className="mt-3 text-sm text-slate-600">
                <FormattedMessage
                  id="mentor_profile.notAcceptingMessages"
                  values={{ name: mentor.first_name }}
                />
              </p>
            ) : null}
          </div>
        </header>

        <div className="mt-6 grid gap-6 lg:grid-cols-3">
          <aside aria-labelledby="facts-title" className="content-start lg:order-last">
            <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm lg:sticky lg:top-6">
              <h2 id="facts-title" className="text-lg font-semibold text-slate-900">
                <FormattedMessage id="mentor_profile.facts.title" />
              </h2>
              <dl className="mt-4 divide-y divide-slate-100">
                <Fact term={<FormattedMessage id="mentor_profile.facts.rate" />}>
                  <span data-testid="mentor-rate">
                    <FormattedMessage id="mentor_profile.facts.ratePerHour" values={{ price }} />
                  </span>
                </Fact>
                <Fact term={<FormattedMessage id="mentor_profile.facts.duration" />}>
                  <FormattedMessage
                    id="mentor_profile.minutes"
                    values={{ minutes: mentor.session_duration }}
                  />
                </Fact>
                <Fact term={<FormattedMessage id="mentor_profile.facts.nextAvailable" />}>
                  {mentor.next_available_at ? (
                    <time dateTime={mentor.next_available_at} data-testid="mentor-next-available">
                      <FormattedMessage
                        id="mentor_profile.facts.nextAvailableAt"
                        values={{
                          when: intl.formatDate(mentor.next_available_at, {
                            weekday: 'long',
                            day: 'numeric',
                            month: 'long',
                            hour: 'numeric',
                            minute: '2-digit',
                            timeZone,
                          }),
                          zone: zoneLabel(timeZone, intl.locale),
                        }}
                      />
                    </time>
                  ) : (
                    <span className="font-normal text-slate-600">
                      <FormattedMessage id="mentor_profile.facts.noAvailability" />
                    </span>
                  )}
                </Fact>
                <Fact term={<FormattedMessage id="mentor_profile.facts.experience" />}>
                  <FormattedMessage
                    id="mentor_profile.years"
                    values={{ years: mentor.years_of_experience }}
                  />
                </Fact>
              </dl>
            </div>
          </aside>
          <div className="grid content-start gap-6 lg:col-span-2">
            <Section
              id="about-title"
              title={<FormattedMessage id="mentor_profile.sections.about" />}
            >
              {mentor.bio ? (
                <p
                  lang={mentor.bio_lang ?? undefined}
                  className="text-base leading-7 whitespace-pre-line text-slate-700"
                >
                  {mentor.bio}
                </p>
              ) : (
                <p className="text-sm text-slate-600">
                  <FormattedMessage id="mentor_profile.noBio" />
                </p>
              )}
            </Section>

            <Section
              id="expertise-title"
              title={<FormattedMessage id="mentor_profile.sections.expertise" />}
            >
              {mentor.skills.length ? (
                <ul className="flex flex-wrap gap-2">
                  {mentor.skills.map((skill) => (
                    <li
                      key={skill.slug}
                      className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800"
                    >
                      {skill.name}
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="text-sm text-slate-600">
                  <FormattedMessage id="mentor_profile.noSkills" />
                </p>
              )}
            </Section>

            <Section
              id="industries-title"
              title={<FormattedMessage id="mentor_profile.sections.industries" />}
            >
              {mentor.industries.length ? (
                <ul className="divide-y divide-slate-100">
                  {mentor.industries.map((industry) => (
                    <li
                      key={industry.slug}
                      className="flex items-baseline justify-between gap-4 py-2"
                    >
                      <span className="text-sm font-medium text-slate-900">{industry.name}</span>
                      <span className="shrink-0 text-sm text-slate-600">
                        <FormattedMessage
                          id="mentor_profile.years"
                          values={{ years: industry.years }}
                        />
                      </span>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="text-sm text-slate-600">
                  <FormattedMessage id="mentor_profile.noIndustries" />
                </p>
              )}
            </Section>

            <Reviews mentor={mentor} initial={reviews} />
          </div>
        </div>
      </div>
    </>
  )
}

/** Public reviews, newest first, with 'Load more' (GET /api/mentors/:id/reviews). */
function Reviews({ mentor, initial }: { mentor: Mentor; initial: ReviewsPage }) {
  const intl = useIntl()
  const t = useT()
  const [items, setItems] = useState(initial.data)
  const [pagination, setPagination] = useState(initial.pagination)
  const [loading, setLoading] = useState(false)
  const [failed, setFailed] = useState(false)
  const firstNewId = useRef<number | null>(null)
  const listRef = useRef<HTMLOListElement>(null)

  // Another mentor's page (an Inertia visit) starts from its own first page.
  useEffect(() => {
    setItems(initial.data)
    setPagination(initial.pagination)
    setFailed(false)
  }, [initial])

  // After 'Load more', keyboard and screen-reader users continue at the first new review.
  useEffect(() => {
    if (firstNewId.current === null) return
    listRef.current?.querySelector<HTMLElement>(`[data-review-id="${firstNewId.current}"]`)?.focus()
    firstNewId.current = null
  }, [items])

  async function loadMore() {
    if (loading) return
    setLoading(true)
    setFailed(false)
    const next = pagination.page + 1
    try {
      const page = await api<ReviewsPage>(
        `/api/mentors/${mentor.id}/reviews?page=${next}&limit=${pagination.limit}`,
        { silent: true }
      )
      setItems((current) => {
        const known = new Set(current.map((review) => review.id))
        const fresh = page.data.filter((review) => !known.has(review.id))
        firstNewId.current = fresh[0]?.id ?? null
        return [...current, ...fresh]
      })
      setPagination(page.pagination)
    } catch {
      setFailed(true)
      toast({
        title: t('mentor_profile.reviews.loadFailed'),
        description: t('mentor_profile.reviews.loadFailedDescription'),
        variant: 'destructive',
        action: (
          <ToastAction altText={t('mentor_profile.reviews.retry')} onClick={() => void loadMore()}>
            <FormattedMessage id="mentor_profile.reviews.retry" />
          </ToastAction>
        ),
      })
    } finally {
      setLoading(false)
    }
  }

  return (
    <Section id="reviews-title" title={<FormattedMessage id="mentor_profile.sections.reviews" />}>
      {items.length === 0 ? (
        <p className="text-sm text-slate-600">
          <FormattedMessage id="mentor_profile.reviews.empty" />
        </p>
      ) : (
        <>
          <p className="text-sm text-slate-600">
            <FormattedMessage
              id="mentor_profile.reviews.showing"
              values={{ shown: items.length, total: pagination.total }}
            />
          </p>
          <ol ref={listRef} className="mt-4 divide-y divide-slate-100" data-testid="reviews">
            {items.map((review) => (
              <li
                key={review.id}
                data-review-id={review.id}
                tabIndex={-1}
                className="py-4 first:pt-0 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
              >
                <article aria-label={t('mentor_profile.reviews.by', { name: review.author_name })}>
                  <div className="flex items-center gap-3">
                    <span
                      aria-hidden="true"
                      className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-slate-100 text-sm font-semibold text-slate-700"
                    >
                      {review.author_initials}
                    </span>
                    <div className="min-w-0">
                      <p className="text-sm font-semibold text-slate-900">{review.author_name}</p>
                      <p className="flex items-center gap-2 text-xs text-slate-600">
                        <Stars rating={review.rating} className="[&_svg]:size-3.5" />
                        <span className="sr-only">
                          <FormattedMessage
                            id="mentor_profile.reviews.rated"
                            values={{ rating: review.rating }}
                          />
                        </span>
                        <time dateTime={review.created_at}>
                          {intl.formatDate(review.created_at, { dateStyle: 'medium' })}
                        </time>
                        {/* Unanswered is not a "no": nothing is shown for it. */}
                        {review.would_recommend !== null && (
                          <span data-testid="review-recommend">
                            <FormattedMessage
                              id={
                                review.would_recommend
                                  ? 'mentor_profile.reviews.recommends'
                                  : 'mentor_profile.reviews.notRecommends'
                              }
                            />
                          </span>
                        )}
                      </p>
                    </div>
                  </div>
                  <p
                    lang={review.text_lang ?? undefined}
                    className="mt-3 text-sm leading-6 whitespace-pre-line text-slate-700"
                  >
                    {review.text}
                  </p>
                </article>
              </li>
            ))}
          </ol>
        </>
      )}
      {pagination.hasMore || failed ? (
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <button
            type="button"
            onClick={() => void loadMore()}
            disabled={loading}
            className={secondaryButtonClass}
          >
            {loading ? <Spinner size="xs" /> : null}
            <FormattedMessage
              id={
                loading
                  ? 'mentor_profile.reviews.loading'
                  : failed
                    ? 'mentor_profile.reviews.retry'
                    : 'mentor_profile.reviews.loadMore'
              }
            />
          </button>
          {failed ? (
            <p role="status" className="text-sm font-medium text-red-700">
              <FormattedMessage id="mentor_profile.reviews.loadFailed" />
            </p>
          ) : null}
        </div>
      ) : null}
    </Section>
  )
}
