import { Head } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import type { Data } from '@generated/data'
import { MentorCard } from '~/components/mentoring/mentor_card'
import { useSavedMentors } from '~/lib/saved_mentors'
import { useT } from '~/components/ui/use_t'

type Props = { mentors: Data.Mentoring.MentorCard[]; canSave: boolean }

/**
 * `/saved-mentors`: the mentors the mentee keeps. Unsaving a mentor here
 * takes the card away at once; the hearts elsewhere follow the same list.
 */
export default function SavedMentorsPage({ mentors }: Props) {
  const t = useT()
  const saved = useSavedMentors()
  const shown = saved ? mentors.filter((mentor) => saved.has(mentor.id)) : mentors

  return (
    <>
      <Head title={t('mentors.saved.title')} />
      <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">
          {t('mentors.saved.title')}
        </h1>
        <p className="mt-2 max-w-3xl text-lg text-slate-600">{t('mentors.saved.intro')}</p>
        {shown.length === 0 ? (
          <div className="mt-8 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
            <p className="text-lg font-semibold text-slate-900">{t('mentors.saved.emptyTitle')}</p>
            <p className="mt-2 text-slate-600">{t('mentors.saved.emptyHint')}</p>
            <Link
              route="mentoring.mentors"
              className="mt-6 inline-flex items-center justify-center rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:outline-none"
            >
              {t('mentors.saved.browse')}
            </Link>
          </div>
        ) : (
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
            {shown.map((mentor) => (
              <li key={mentor.id}>
                <MentorCard mentor={mentor} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  )
}
