import { usePage } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { FormattedMessage, useIntl } from 'react-intl'
import { zoneLabel } from '#business/time_zones'
import { urlFor } from '~/client'
import { toast } from '~/components/toast'
import { useViewerTimeZone } from '~/lib/viewer_time_zone'
import { primaryButtonClass, secondaryButtonClass } from '~/components/ui/button'
import { SaveMentorButton } from '~/components/mentoring/save_mentor_button'
import { Seo } from '~/components/shell/seo'
import { useT } from '~/components/ui/use_t'
import type { Mentor, ReviewsPage, Meta } from '~/components/mentoring/profile/types'
import {
  signInHref,
  Avatar,
  Stars,
  Fact,
  OutcomeFact,
  Section,
} from '~/components/mentoring/profile/parts'
import { SharingTags } from '~/components/mentoring/profile/sharing_tags'
import { Reviews } from '~/components/mentoring/profile/reviews'
import { MessageIcon } from '~/components/ui/icons'

export function Profile({
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
  const { props } = usePage()
  const { user } = props
  const timeZone = useViewerTimeZone()

  const bookingPath = urlFor('scheduling.book', { id: mentor.id })
  // The conversation the viewer has with this mentor, or a new one to write.
  const messagePath = urlFor('mentoring.conversations.with', { userId: mentor.id })
  const cents = mentor.hourlyRateCents
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
      await navigator.clipboard.writeText(mentor.profileUrl)
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
          route="mentoring.mentors"
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
              <p lang={mentor.headlineLang ?? undefined} className="mt-2 text-lg text-slate-700">
                {mentor.headline}
              </p>
            ) : null}
            <p className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
              {mentor.ratingsCount > 0 ? (
                <span className="inline-flex items-center gap-1.5" data-testid="mentor-rating">
                  <Stars rating={mentor.rating} />
                  <span>
                    <FormattedMessage
                      id="mentor_profile.rating.summary"
                      values={{ rating, count: mentor.ratingsCount }}
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
                  values={{ count: mentor.sessionsCount }}
                />
              </span>
              {mentor.confirmHours !== null ? (
                <>
                  <span aria-hidden="true" className="text-slate-400">
                    ·
                  </span>
                  <span data-testid="mentor-confirm-hours">
                    <FormattedMessage
                      id="mentor_profile.rating.confirmHours"
                      values={{ hours: mentor.confirmHours }}
                    />
                  </span>
                </>
              ) : null}
            </p>

            <div className="mt-6 flex flex-wrap items-center gap-3">
              {isOwnProfile ? (
                <Link route="mentoring.settings.mentorProfile" className={primaryButtonClass}>
                  <FormattedMessage id="mentor_profile.actions.editProfile" />
                </Link>
              ) : (
                <>
                  <Link
                    href={user ? bookingPath : signInHref(bookingPath)}
                    className={primaryButtonClass}
                  >
                    <FormattedMessage id="mentor_profile.actions.requestCall" />
                  </Link>
                  <Link
                    href={user ? messagePath : signInHref(messagePath)}
                    className={secondaryButtonClass}
                  >
                    <MessageIcon />
                    <FormattedMessage
                      id={
                        user
                          ? 'mentor_profile.actions.message'
                          : 'mentor_profile.actions.signInToMessage'
                      }
                    />
                  </Link>
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
                    values={{ minutes: mentor.sessionDuration }}
                  />
                </Fact>
                <Fact term={<FormattedMessage id="mentor_profile.facts.nextAvailable" />}>
                  {mentor.nextAvailableAt ? (
                    <time dateTime={mentor.nextAvailableAt} data-testid="mentor-next-available">
                      <FormattedMessage
                        id="mentor_profile.facts.nextAvailableAt"
                        values={{
                          when: intl.formatDate(mentor.nextAvailableAt, {
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
                    values={{ years: mentor.yearsOfExperience }}
                  />
                </Fact>
                {mentor.outcomes ? <OutcomeFact outcomes={mentor.outcomes} /> : null}
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
                  lang={mentor.bioLang ?? undefined}
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
