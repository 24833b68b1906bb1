import type { Data } from '@generated/data'
import { Link } from '@adonisjs/inertia/react'
import { FormattedMessage, useIntl } from 'react-intl'
import { MentorAvatar } from '~/components/mentoring/mentor_avatar'
import { SaveMentorButton } from '~/components/mentoring/save_mentor_button'
import { formatRate, formatSlot, mentorRoute } from '~/components/mentoring/mentor_format'

/** A mentor in a list, as the server's MentorCardTransformer sends it. */
export type MentorCardData = Data.Mentoring.MentorCard

function Star() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 fill-amber-400">
      <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9L10 1.5z" />
    </svg>
  )
}

/**
 * A mentor in a list: photo, name (the link to the profile), headline, top
 * skills, industries, rating, sessions, rate and next free slot, and the heart.
 * A long word (a surname, a link in the headline) breaks where it must
 * (wrap-anywhere): else it sets the card's narrowest width, and at 320 px the
 * list grows wider than the screen and scrolls sideways (WCAG 1.4.10).
 */
export function MentorCard({
  mentor,
  onOpen,
  headingLevel = 'h2',
}: {
  mentor: MentorCardData
  /** Called before following the link to the profile. */
  onOpen?: (mentor: MentorCardData) => void
  headingLevel?: 'h2' | 'h3'
}) {
  const intl = useIntl()
  const Heading = headingLevel
  const more = mentor.skillsCount - mentor.skills.length
  return (
    <article
      data-mentor-id={mentor.id}
      className="relative flex h-full flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition wrap-anywhere hover:border-brand-300 hover:shadow-md"
    >
      <div className="flex items-start gap-4">
        <MentorAvatar photoUrl={mentor.photoUrl} initials={mentor.initials} />
        <div className="min-w-0 flex-1">
          <Heading className="text-lg font-semibold text-slate-900">
            <Link
              {...mentorRoute(mentor)}
              onClick={() => onOpen?.(mentor)}
              className="rounded hover:text-brand-700 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
              aria-label={intl.formatMessage(
                { id: 'mentors.card.viewProfile' },
                { name: mentor.name }
              )}
            >
              {mentor.name}
            </Link>
          </Heading>
          {mentor.headline && (
            <p
              lang={mentor.headlineLang ?? undefined}
              className="mt-1 line-clamp-2 text-sm text-slate-600"
            >
              {mentor.headline}
            </p>
          )}
        </div>
        <SaveMentorButton mentorId={mentor.id} mentorName={mentor.name} />
      </div>

      {mentor.skills.length > 0 && (
        <ul
          className="flex flex-wrap gap-2"
          aria-label={intl.formatMessage({ id: 'mentors.list.skills' })}
        >
          {mentor.skills.map((skill) => (
            <li
              key={skill.slug}
              className="rounded-full bg-brand-50 px-2.5 py-1 text-xs font-medium text-brand-800"
            >
              {skill.name}
            </li>
          ))}
          {more > 0 && (
            <li className="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium text-slate-700">
              <FormattedMessage id="mentors.card.moreSkills" values={{ count: more }} />
            </li>
          )}
        </ul>
      )}

      {mentor.industries.length > 0 && (
        <p className="text-sm text-slate-700">
          <span className="sr-only">
            <FormattedMessage id="mentors.list.industries" />:{' '}
          </span>
          {mentor.industries
            .slice(0, 3)
            .map(
              (industry) =>
                `${industry.name} (${intl.formatMessage({ id: 'mentors.card.years' }, { years: industry.years })})`
            )
            .join(' · ')}
        </p>
      )}

      {/*
        Each fact reads on its own ("4.5 out of 5 (3 reviews)", "12 sessions",
        "Usually 230 €/hour", "Next available: …"): the sort names ("Highest
        rated", "Most sessions") are no labels for one mentor's values.
      */}
      <ul className="mt-auto grid grid-cols-2 gap-x-4 gap-y-2 border-t border-slate-100 pt-4 text-sm">
        <li className="flex items-center gap-1 text-slate-800">
          {mentor.ratingsCount > 0 ? (
            <>
              <Star />
              <span>
                <span className="sr-only">
                  <FormattedMessage id="mentors.card.ratingLabel" />:{' '}
                </span>
                <FormattedMessage
                  id="mentors.card.rating"
                  values={{
                    rating: intl.formatNumber(mentor.rating, { maximumFractionDigits: 1 }),
                    count: mentor.ratingsCount,
                  }}
                />
              </span>
            </>
          ) : (
            <FormattedMessage id="mentors.card.noRatings" />
          )}
        </li>
        <li className="text-slate-800">
          <FormattedMessage id="mentors.card.sessions" values={{ count: mentor.sessionsCount }} />
        </li>
        {mentor.confirmHours !== null ? (
          <li className="col-span-2 text-slate-700" data-testid="mentor-confirm-hours">
            <FormattedMessage
              id="mentors.card.confirmHours"
              values={{ hours: mentor.confirmHours }}
            />
          </li>
        ) : null}
        <li className="font-semibold text-slate-900">
          <FormattedMessage
            id="mentors.card.rate"
            values={{ rate: formatRate(intl, mentor.hourlyRate) }}
          />
        </li>
        <li className="text-slate-700">
          {mentor.nextAvailableAt ? (
            <FormattedMessage
              id="mentors.card.nextAvailable"
              values={{ when: formatSlot(intl, mentor.nextAvailableAt) }}
            />
          ) : (
            <FormattedMessage id="mentors.card.noAvailability" />
          )}
        </li>
      </ul>
    </article>
  )
}
