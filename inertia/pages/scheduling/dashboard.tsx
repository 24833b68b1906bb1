import { Head } from '@inertiajs/react'
import { MenteeView } from '~/components/scheduling/dashboard/mentee_view'
import { MentorView } from '~/components/scheduling/dashboard/mentor_view'
import type { DashboardProps } from '~/components/scheduling/dashboard/types'
import { useT } from '~/components/ui/use_t'

/**
 * `/dashboard`: a mentee's sessions, notes, industries and mentors, or a
 * mentor's waiting requests, sessions and feedback received.
 */
export default function DashboardPage(props: DashboardProps) {
  const t = useT('dashboard')

  return (
    <>
      <Head title={t('title')} />
      <div className="bg-slate-50">
        <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">
            {t(props.firstVisit ? 'greetingFirstVisit' : 'greeting', { name: props.firstName })}
          </h1>
          <p className="mt-2 text-lg text-slate-600">
            {t(props.view === 'mentor' ? 'mentorIntro' : 'menteeIntro')}
          </p>
          <div className="mt-8">
            {props.view === 'mentor' ? <MentorView data={props.mentor} /> : <MenteeView data={props.mentee} />}
          </div>
        </div>
      </div>
    </>
  )
}
