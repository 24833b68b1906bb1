import { MentorCard, type MentorCardData } from '~/components/mentoring/mentor_card'
import { useSavedMentors } from '~/lib/saved_mentors'
import { DashboardSection, EmptyState } from '~/components/scheduling/dashboard/section'
import type { MenteeDashboard, RecommendedMentor } from '~/components/scheduling/dashboard/types'
import { useT } from '~/components/ui/use_t'
import { urlFor } from '~/client'

/** A recommended mentor: the catalogue card with the match score and its reasons. */
function RecommendedItem({ mentor }: { mentor: RecommendedMentor }) {
  const t = useT('dashboard')
  const reasonsId = `dashboard-recommended-${mentor.id}-reasons`
  return (
    <div className="flex h-full flex-col gap-3" data-recommended-id={mentor.id}>
      <p className="flex items-center gap-3 text-sm font-semibold text-brand-800">
        <span>{t('recommended.score', { score: mentor.score })}</span>
        <span aria-hidden="true" className="h-1.5 w-24 overflow-hidden rounded-full bg-slate-100">
          <span className="block h-full bg-brand-600" style={{ width: `${mentor.score}%` }} />
        </span>
      </p>
      <div className="flex-1">
        <MentorCard mentor={mentor} headingLevel="h3" />
      </div>
      {mentor.reasons.length > 0 ? (
        <div>
          <p id={reasonsId} className="text-sm font-medium text-slate-900">
            {t('recommended.why')}
          </p>
          <ul aria-labelledby={reasonsId} className="mt-1 space-y-1 text-sm text-slate-700">
            {mentor.reasons.map((reason) => (
              <li key={reason.factor}>
                {reason.text}{' '}
                <span className="text-slate-600">
                  {t('recommended.points', { points: reason.points })}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  )
}

export function RecommendedMentors({
  recommended,
}: {
  recommended: MenteeDashboard['recommended']
}) {
  const t = useT('dashboard')
  return (
    <DashboardSection
      id="recommended"
      title={t('recommended.title')}
      description={recommended.available ? t('recommended.intro') : undefined}
      action={{ href: urlFor('mentoring.matching'), label: t('recommended.more') }}
    >
      {!recommended.available ? (
        <EmptyState
          title={t('recommended.noCriteriaTitle')}
          hint={t('recommended.noCriteriaHint')}
          action={{ href: urlFor('mentoring.matching'), label: t('recommended.findMatches') }}
        />
      ) : recommended.items.length === 0 ? (
        <EmptyState
          title={t('recommended.emptyTitle')}
          hint={t('recommended.emptyHint')}
          action={{ href: urlFor('mentoring.mentors'), label: t('browseMentors') }}
        />
      ) : (
        <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
          {recommended.items.map((mentor) => (
            <li key={mentor.id} className="min-w-0">
              <RecommendedItem mentor={mentor} />
            </li>
          ))}
        </ul>
      )}
    </DashboardSection>
  )
}

export function SavedMentors({ saved }: { saved: MenteeDashboard['savedMentors'] }) {
  const t = useT('dashboard')
  const kept = useSavedMentors()
  // Unsaving with a heart here takes the card away at once (as on /saved-mentors).
  const shown: MentorCardData[] = kept
    ? saved.items.filter((mentor) => kept.has(mentor.id))
    : saved.items
  return (
    <DashboardSection
      id="saved-mentors"
      title={t('saved.title')}
      action={
        saved.available && shown.length > 0
          ? { href: urlFor('mentoring.saved'), label: t('saved.all', { count: saved.total }) }
          : undefined
      }
    >
      {shown.length === 0 ? (
        <EmptyState
          title={t('saved.emptyTitle')}
          hint={saved.available ? t('saved.emptyHint') : undefined}
          action={{ href: urlFor('mentoring.mentors'), label: t('browseMentors') }}
        />
      ) : (
        <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
          {shown.map((mentor) => (
            <li key={mentor.id} className="min-w-0">
              <MentorCard mentor={mentor} headingLevel="h3" />
            </li>
          ))}
        </ul>
      )}
    </DashboardSection>
  )
}
