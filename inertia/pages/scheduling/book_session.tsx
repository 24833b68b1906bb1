import { Head } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import type { CommunicationTool } from '#business/sessions'
import { cn } from '~/lib/cn'
import { primaryButtonClass } from '~/components/ui/button'
import { useT } from '~/components/ui/use_t'
import type { Coverage, Mentor } from '~/components/scheduling/booking/types'
import { EntitlementNotice } from '~/components/scheduling/booking/notices'
import { BookingForm } from '~/components/scheduling/booking/booking_form'

type Props = {
  mentor: Mentor
  coverage: Coverage
  communicationTools: CommunicationTool[]
  isSelf: boolean
}

/**
 * `/mentors/:id/sessions/new`: the spec's session booking dialog as a page.
 * The mentee describes the session (objective, problem, desired outcome,
 * each within the text rules), picks a communication tool and one of the
 * mentor's free slots, and ticks the best-practice confirmation. The server
 * checks everything again; the session starts pending until the mentor
 * confirms it.
 */
export default function BookSessionPage({ mentor, coverage, communicationTools, isSelf }: Props) {
  const t = useT()
  return (
    <>
      <Head title={t('booking.page.title', { name: mentor.name })} />
      <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 lg:px-8">
        <Link
          href={mentor.profilePath}
          className="text-sm font-medium text-brand-700 hover:text-brand-800 hover:underline focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
        >
          <span aria-hidden="true">← </span>
          {t('booking.page.backToProfile', { name: mentor.firstName })}
        </Link>
        <header className="mt-4 flex items-start gap-4">
          {mentor.imageUrl ? (
            <img
              src={mentor.imageUrl}
              alt=""
              className="size-16 shrink-0 rounded-full object-cover ring-1 ring-slate-200"
            />
          ) : null}
          <div>
            <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
              {t('booking.page.title', { name: mentor.name })}
            </h1>
            {mentor.headline ? (
              <p lang={mentor.headlineLang ?? undefined} className="mt-1 text-slate-600">
                {mentor.headline}
              </p>
            ) : null}
          </div>
        </header>
        {isSelf ? (
          <section
            className="mt-8 rounded-xl border border-slate-200 bg-white p-6"
            aria-labelledby="self-title"
          >
            <h2 id="self-title" className="text-lg font-semibold text-slate-900">
              {t('booking.self.title')}
            </h2>
            <p className="mt-2 text-slate-600">{t('booking.self.description')}</p>
            <Link href={mentor.profilePath} className={cn(primaryButtonClass, 'mt-4')}>
              {t('booking.self.link')}
            </Link>
          </section>
        ) : (
          <BookingForm
            mentor={mentor}
            entitlement={coverage.entitlement}
            notice={<EntitlementNotice coverage={coverage} mentor={mentor} />}
            communicationTools={communicationTools}
          />
        )}
      </div>
    </>
  )
}
