import { useState } from 'react'
import { usePage } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { useIntl } from 'react-intl'
import { toast } from '~/components/toast'
import { toggleSavedMentor, useSavedMentors } from '~/lib/saved_mentors'
import { cn } from '~/lib/cn'

const HEART =
  'M21 8.25c0-2.49-2.1-4.5-4.69-4.5-1.93 0-3.6 1.13-4.31 2.73-.72-1.6-2.38-2.73-4.31-2.73C5.1 3.75 3 5.76 3 8.25c0 7.22 9 12 9 12s9-4.78 9-12Z'

const base =
  'inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full border bg-white shadow-sm focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:outline-none'

function Heart({ filled }: { filled: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-5 w-5"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={1.8}
    >
      <path strokeLinecap="round" strokeLinejoin="round" d={HEART} />
    </svg>
  )
}

/**
 * The heart on mentor cards and profiles. Signed-out visitors get a sign-in
 * link that comes back here; members who keep no saved mentors (mentors,
 * admins) see nothing.
 */
export function SaveMentorButton({
  mentorId,
  mentorName,
  className,
}: {
  mentorId: number
  mentorName: string
  className?: string
}) {
  const intl = useIntl()
  const page = usePage()
  const viewer = page.props.user
  const saved = useSavedMentors()
  const [busy, setBusy] = useState(false)

  if (!viewer) {
    return (
      <Link
        route="accounts.login"
        qs={{ returnTo: page.url }}
        className={cn(base, 'border-slate-300 text-slate-500 hover:text-rose-600', className)}
        aria-label={intl.formatMessage({ id: 'mentors.saved.signInToSave' }, { name: mentorName })}
      >
        <Heart filled={false} />
      </Link>
    )
  }
  if (!saved) return null

  const isSaved = saved.has(mentorId)
  async function toggle() {
    // Busy, the button keeps the focus (aria-disabled, not disabled) and ignores presses.
    if (busy) return
    setBusy(true)
    try {
      const nowSaved = await toggleSavedMentor(mentorId)
      toast({
        title: intl.formatMessage({
          id: nowSaved ? 'mentors.saved.savedToast' : 'mentors.saved.unsavedToast',
        }),
        description: mentorName,
      })
    } catch {
      toast({ variant: 'destructive', title: intl.formatMessage({ id: 'mentors.saved.failed' }) })
    } finally {
      setBusy(false)
    }
  }

  return (
    <button
      type="button"
      onClick={toggle}
      aria-disabled={busy || undefined}
      aria-pressed={isSaved}
      aria-label={intl.formatMessage(
        { id: isSaved ? 'mentors.saved.unsave' : 'mentors.saved.save' },
        { name: mentorName }
      )}
      data-testid={`save-mentor-${mentorId}`}
      className={cn(
        base,
        isSaved
          ? 'border-rose-200 text-rose-600 hover:bg-rose-50'
          : 'border-slate-300 text-slate-500 hover:text-rose-600',
        busy && 'opacity-60',
        className
      )}
    >
      <Heart filled={isSaved} />
    </button>
  )
}
