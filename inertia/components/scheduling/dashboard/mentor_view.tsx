import { Link } from '@adonisjs/inertia/react'
import { useIntl } from 'react-intl'
import { FEEDBACK_RULES } from '#business/sessions'
import { primaryButtonClass, secondaryButtonClass } from '~/components/ui/button'
import { DashboardSection, EmptyState } from '~/components/scheduling/dashboard/section'
import { SessionList } from '~/components/scheduling/dashboard/session_list'
import { MentorOutcomes } from '~/components/scheduling/dashboard/mentor_outcomes'
import type { MentorDashboard, ReceivedFeedback } from '~/components/scheduling/dashboard/types'
import { useT } from '~/components/ui/use_t'
import { urlFor } from '~/client'

function Stars({ rating }: { rating: number }) {
  return (
    <span aria-hidden="true" className="flex">
      {Array.from({ length: FEEDBACK_RULES.ratingMax }, (_, index) => (
        <svg
          key={index}
          viewBox="0 0 20 20"
          className={index < Math.round(rating) ? 'size-4 fill-amber-400' : 'size-4 fill-slate-200'}
        >
          <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9L10 1.5z" />
        </svg>
      ))}
    </span>
  )
}

/** A mentee's feedback: rating, public text, first name and date. */
function FeedbackItem({ feedback }: { feedback: ReceivedFeedback }) {
  const intl = useIntl()
  const t = useT('dashboard')
  const headingId = `dashboard-feedback-${feedback.id}`
  return (
    <article aria-labelledby={headingId} data-feedback-id={feedback.id}>
      <h3
        id={headingId}
        className="flex flex-wrap items-center gap-2 text-sm font-semibold text-slate-900"
      >
        <Stars rating={feedback.overallRating} />
        <span>
          {t('feedback.rating', { rating: feedback.overallRating, max: FEEDBACK_RULES.ratingMax })}
        </span>
        <span className="font-normal text-slate-600">
          {t('feedback.from', { name: feedback.menteeFirstName })}
          {' · '}
          <time dateTime={feedback.createdAt}>
            {intl.formatDate(feedback.createdAt, { dateStyle: 'medium' })}
          </time>
        </span>
      </h3>
      {feedback.publicText ? (
        <blockquote className="mt-1 text-sm whitespace-pre-line text-slate-700">
          {feedback.publicText}
        </blockquote>
      ) : (
        <p className="mt-1 text-sm text-slate-600 italic">{t('feedback.noText')}</p>
      )}
    </article>
  )
}

/** The mentor's dashboard. */
export function MentorView({ data }: { data: MentorDashboard }) {
  const intl = useIntl()
  const t = useT('dashboard')
  const { stats } = data

  return (
    <div className="flex flex-col gap-6">
      <section
        aria-labelledby="stats-heading"
        className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      >
        <h2 id="stats-heading" className="sr-only">
          {t('stats.title')}
        </h2>
        <div className="flex flex-wrap items-center justify-between gap-4">
          <dl className="flex flex-wrap gap-8">
            <div>
              <dt className="text-sm text-slate-600">{t('stats.rating')}</dt>
              <dd className="text-2xl font-bold text-slate-900" data-stat="rating">
                {stats.ratingsCount > 0
                  ? t('stats.ratingValue', {
                      rating: intl.formatNumber(stats.rating, { maximumFractionDigits: 1 }),
                      count: stats.ratingsCount,
                    })
                  : t('stats.noRatings')}
              </dd>
            </div>
            <div>
              <dt className="text-sm text-slate-600">{t('stats.sessions')}</dt>
              <dd className="text-2xl font-bold text-slate-900" data-stat="sessions">
                {intl.formatNumber(stats.sessionsCount)}
              </dd>
            </div>
          </dl>
          <div className="flex flex-wrap gap-3">
            <Link route="scheduling.settings.schedule" className={primaryButtonClass}>
              {t('stats.schedule')}
            </Link>
            <Link route="scheduling.sessions" className={secondaryButtonClass}>
              {t('goToSessions')}
            </Link>
          </div>
        </div>
      </section>

      <div className="grid gap-6 lg:grid-cols-2">
        <DashboardSection
          id="requests"
          title={t('requests.title')}
          description={data.requests.total > 0 ? t('requests.intro') : undefined}
          action={
            data.requests.total > 0
              ? {
                  href: urlFor('scheduling.sessions', undefined, { qs: { tab: 'upcoming' } }),
                  label: t('requests.review', { count: data.requests.total }),
                }
              : undefined
          }
        >
          {data.requests.items.length === 0 ? (
            <EmptyState title={t('requests.emptyTitle')} hint={t('requests.emptyHint')} />
          ) : (
            <SessionList sessions={data.requests.items} idPrefix="requests" />
          )}
        </DashboardSection>

        <DashboardSection
          id="upcoming"
          title={t('upcoming.title')}
          action={
            data.upcoming.total > 0
              ? {
                  href: urlFor('scheduling.sessions', undefined, { qs: { tab: 'upcoming' } }),
                  label: t('upcoming.all', { count: data.upcoming.total }),
                }
              : undefined
          }
        >
          {data.upcoming.items.length === 0 ? (
            <EmptyState
              title={t('upcoming.emptyTitle')}
              hint={t('upcoming.mentorEmptyHint')}
              action={{ href: urlFor('scheduling.settings.schedule'), label: t('stats.schedule') }}
            />
          ) : (
            <SessionList sessions={data.upcoming.items} idPrefix="upcoming" />
          )}
        </DashboardSection>
      </div>

      <div className="grid gap-6 lg:grid-cols-2">
        <DashboardSection
          id="feedback"
          title={t('feedback.title')}
          description={t('feedback.intro')}
          action={{
            href: urlFor('scheduling.sessions', undefined, { qs: { tab: 'completed' } }),
            label: t('feedback.all'),
          }}
        >
          {data.feedback.length === 0 ? (
            <EmptyState title={t('feedback.emptyTitle')} hint={t('feedback.emptyHint')} />
          ) : (
            <ul className="divide-y divide-slate-100">
              {data.feedback.map((feedback) => (
                <li key={feedback.id} className="py-4 first:pt-0 last:pb-0">
                  <FeedbackItem feedback={feedback} />
                </li>
              ))}
            </ul>
          )}
        </DashboardSection>
        <MentorOutcomes outcomes={data.outcomes} />
      </div>
    </div>
  )
}
