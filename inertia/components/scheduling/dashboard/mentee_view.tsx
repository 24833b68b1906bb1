import { DashboardSection, EmptyState } from '~/components/scheduling/dashboard/section'
import { SessionList } from '~/components/scheduling/dashboard/session_list'
import { RecommendedMentors, SavedMentors } from '~/components/scheduling/dashboard/mentor_lists'
import {
  AdvisorCall,
  Industries,
  RecentNotes,
  ReferAndEarn,
} from '~/components/scheduling/dashboard/mentee_cards'
import type { MenteeDashboard } from '~/components/scheduling/dashboard/types'
import { useT } from '~/components/ui/use_t'
import { urlFor } from '~/client'

/** The mentee's dashboard (also an admin's). */
export function MenteeView({ data }: { data: MenteeDashboard }) {
  const t = useT('dashboard')

  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="flex flex-col gap-6 lg:col-span-2">
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
                hint={t('upcoming.emptyHint')}
                action={{ href: urlFor('mentoring.mentors'), label: t('browseMentors') }}
              />
            ) : (
              <SessionList sessions={data.upcoming.items} idPrefix="upcoming" />
            )}
          </DashboardSection>

          <DashboardSection
            id="past"
            title={t('past.title')}
            action={
              data.past.total > 0
                ? {
                    href: urlFor('scheduling.sessions', undefined, { qs: { tab: 'completed' } }),
                    label: t('past.all', { count: data.past.total }),
                  }
                : undefined
            }
          >
            {data.past.items.length === 0 ? (
              <EmptyState
                title={t('past.emptyTitle')}
                hint={t('past.emptyHint')}
                action={{ href: urlFor('scheduling.sessions'), label: t('goToSessions') }}
              />
            ) : (
              <SessionList sessions={data.past.items} idPrefix="past" />
            )}
          </DashboardSection>
        </div>
        <div className="flex flex-col gap-6">
          <Industries industries={data.industries} />
          <RecentNotes notes={data.notes} />
        </div>
      </div>

      <RecommendedMentors recommended={data.recommended} />
      <SavedMentors saved={data.savedMentors} />

      <div className="grid gap-6 md:grid-cols-2">
        <ReferAndEarn referral={data.referral} />
        <AdvisorCall advisorCall={data.advisorCall} />
      </div>
    </div>
  )
}
