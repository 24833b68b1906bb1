import { Head } from '@inertiajs/react'
import { MenteeView } from '~/components/scheduling/dashboard/mentee_view'
import { MentorView } from '~/components/scheduling/dashboard/mentor_view'
import type { Dashboard } from '~/components/scheduling/dashboard/types'
import { useT } from '~/components/ui/use_t'
import { PausedBanner } from '~/components/mentoring/paused_banner'

/**
 * `/dashboard`: a mentee's sessions, notes, industries and mentors, or a
 * mentor's waiting requests, sessions and feedback received.
 */
export default function DashboardPage({
  dashboard,
  firstVisit,
}: {
  dashboard: Dashboard
  /** The greeting says welcome once. */
  firstVisit: boolean
}) {
  const t = useT('dashboard')

  return (
    <>
      <Head title={t('title')} />
      <div className="bg-slate-50">
        <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">
            {t(firstVisit ? 'greetingFirstVisit' : 'greeting', { name: dashboard.firstName })}
          </h1>
          <p className="mt-2 text-lg text-slate-600">
            {t(dashboard.view === 'mentor' ? 'mentorIntro' : 'menteeIntro')}
          </p>
          <div className="mt-8">
            {dashboard.mentor ? <PausedBanner /> : null}
            {dashboard.mentor ? (
              <MentorView data={dashboard.mentor} />
            ) : dashboard.mentee ? (
              <MenteeView data={dashboard.mentee} />
            ) : null}
          </div>
        </div>
      </div>
    </>
  )
}
