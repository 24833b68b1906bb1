import { Link } from '@adonisjs/inertia/react'
import { FormattedMessage, useIntl } from 'react-intl'
import { urlFor } from '~/client'
import { formatRate } from '~/components/mentoring/mentor_format'
import { primaryButtonClass, secondaryButtonClass } from '~/components/ui/button'
import type { MatchResult } from '~/components/matching/types'
import { useT } from '~/components/ui/use_t'

/** One match: who, how well they match and why, and the two next steps. */
export function MatchCard({ match }: { match: MatchResult }) {
  const intl = useIntl()
  const t = useT()
  const headingId = `match-${match.id}-name`
  return (
    <article
      aria-labelledby={headingId}
      data-mentor-id={match.id}
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex items-start gap-4">
        {match.photo ? (
          <img
            src={match.photo}
            alt=""
            className="size-14 shrink-0 rounded-full object-cover ring-1 ring-slate-200"
            loading="lazy"
          />
        ) : (
          <span
            aria-hidden="true"
            className="inline-flex size-14 shrink-0 items-center justify-center rounded-full bg-brand-100 text-lg font-semibold text-brand-800"
          >
            {match.initials}
          </span>
        )}
        <div className="min-w-0 flex-1">
          <h3 id={headingId} className="text-lg font-semibold text-slate-900">
            {match.name}
          </h3>
          {match.headline ? (
            <p lang={match.headlineLang ?? undefined} className="mt-1 text-sm text-slate-600">
              {match.headline}
            </p>
          ) : null}
        </div>
        <div className="shrink-0 text-right">
          <p className="text-2xl font-bold text-brand-700">
            <FormattedMessage id="matching.results.score" values={{ score: match.score }} />
          </p>
          <div
            className="mt-1 h-1.5 w-24 overflow-hidden rounded-full bg-slate-100"
            role="meter"
            aria-label={t('matching.results.scoreLabel')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={match.score}
          >
            <div className="h-full bg-brand-600" style={{ width: `${match.score}%` }} />
          </div>
        </div>
      </div>

      {match.reasons.length > 0 ? (
        <div>
          <h4 className="text-sm font-medium text-slate-900">
            <FormattedMessage id="matching.results.why" />
          </h4>
          <ul className="mt-2 space-y-1 text-sm text-slate-700">
            {match.reasons.map((reason) => (
              <li key={reason.factor} className="flex items-start gap-2">
                <svg
                  aria-hidden="true"
                  viewBox="0 0 20 20"
                  className="mt-0.5 size-4 shrink-0 fill-emerald-600"
                >
                  <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z" />
                </svg>
                <span>
                  {reason.text}{' '}
                  <span className="text-slate-500">
                    <FormattedMessage
                      id="matching.results.points"
                      values={{ points: reason.points }}
                    />
                  </span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {match.skills.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={t('matching.fields.skills')}>
          {match.skills.map((skill) => (
            <li
              key={skill.id}
              className={
                skill.matched
                  ? 'rounded-full bg-brand-100 px-2.5 py-1 text-xs font-semibold text-brand-900'
                  : 'rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium text-slate-700'
              }
            >
              {skill.name}
              {skill.matched ? (
                <span className="sr-only"> ({t('matching.results.matchedSkill')})</span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}

      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 border-t border-slate-100 pt-4 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-slate-500">
            <FormattedMessage id="matching.results.rating" />
          </dt>
          <dd className="font-medium text-slate-900">
            {match.ratingsCount > 0
              ? t('matching.results.ratingValue', {
                  rating: intl.formatNumber(match.rating, { maximumFractionDigits: 1 }),
                  count: match.ratingsCount,
                })
              : t('matching.results.noRatings')}
          </dd>
        </div>
        <div>
          <dt className="text-slate-500">
            <FormattedMessage id="matching.results.experience" />
          </dt>
          <dd className="font-medium text-slate-900">
            <FormattedMessage
              id="matching.results.years"
              values={{ years: match.yearsOfExperience }}
            />
          </dd>
        </div>
        <div>
          <dt className="text-slate-500">
            <FormattedMessage id="matching.results.sessions" />
          </dt>
          <dd className="font-medium text-slate-900">{intl.formatNumber(match.sessionsCount)}</dd>
        </div>
        {match.confirmHours !== null ? (
          <div>
            <dt className="text-slate-500">
              <FormattedMessage id="matching.results.confirmTime" />
            </dt>
            <dd className="font-medium text-slate-900">
              <FormattedMessage
                id="matching.results.confirmHours"
                values={{ hours: match.confirmHours }}
              />
            </dd>
          </div>
        ) : null}
        <div>
          <dt className="text-slate-500">
            <FormattedMessage id="matching.results.hourlyRate" />
          </dt>
          <dd className="font-medium text-slate-900">{formatRate(intl, match.hourlyRate)}</dd>
        </div>
      </dl>

      {match.industries.length > 0 ? (
        <p className="text-sm text-slate-700">
          <span className="font-medium text-slate-900">
            <FormattedMessage id="matching.fields.industries" />:
          </span>{' '}
          {match.industries
            .map((industry) =>
              t('matching.results.industryYears', {
                industry: industry.name,
                years: industry.years,
              })
            )
            .join(' · ')}
        </p>
      ) : null}

      <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
        <Link
          route="mentoring.profile"
          routeParams={{ id: match.id }}
          className={secondaryButtonClass}
        >
          <FormattedMessage id="matching.results.viewProfile" />
          <span className="sr-only">: {match.name}</span>
        </Link>
        <a href={urlFor('scheduling.book', { id: match.id })} className={primaryButtonClass}>
          <FormattedMessage id="matching.results.bookSession" />
          <span className="sr-only">: {match.name}</span>
        </a>
      </div>
    </article>
  )
}
