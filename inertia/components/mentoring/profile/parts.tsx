import type { ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'
import { urlFor } from '~/client'
import { cn } from '~/lib/cn'
import type { Translate } from '~/components/ui/use_t'
import type { Mentor } from '~/components/mentoring/profile/types'

/** A sign-in link that comes back to `path` afterwards. */
export function signInHref(path: string) {
  return urlFor('accounts.login', undefined, { qs: { returnTo: path } })
}

export function Avatar({ mentor, t }: { mentor: Mentor; t: Translate }) {
  const base = 'size-28 shrink-0 rounded-full sm:size-32'
  if (mentor.photoUrl) {
    return (
      <img
        src={mentor.photoUrl}
        alt={t('mentor_profile.photoAlt', { name: mentor.name })}
        width={128}
        height={128}
        className={cn(base, 'bg-slate-100 object-cover')}
      />
    )
  }
  return (
    <span
      aria-hidden="true"
      className={cn(
        base,
        'inline-flex items-center justify-center bg-brand-100 text-3xl font-semibold text-brand-800'
      )}
    >
      {mentor.initials}
    </span>
  )
}

/** Five stars, filled to the rating; decorative (the rating is said in words). */
export function Stars({ rating, className }: { rating: number; className?: string }) {
  return (
    <span aria-hidden="true" className={cn('inline-flex text-amber-500', className)}>
      {[1, 2, 3, 4, 5].map((star) => (
        <svg
          key={star}
          viewBox="0 0 20 20"
          fill="currentColor"
          className={cn('size-4', rating + 0.25 < star && 'text-slate-300')}
        >
          <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9L10 1.5Z" />
        </svg>
      ))}
    </span>
  )
}

export function Fact({ term, children }: { term: ReactNode; children: ReactNode }) {
  return (
    <div className="py-3 first:pt-0 last:pb-0">
      <dt className="text-sm font-medium text-slate-600">{term}</dt>
      <dd className="mt-1 text-base font-semibold text-slate-900">{children}</dd>
    </div>
  )
}

export function Section({
  id,
  title,
  children,
}: {
  id: string
  title: ReactNode
  children: ReactNode
}) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  )
}

/**
 * The mentor's outcome rate: the share of mentees who answered the follow-up that they reached
 * their goal or partly, with the count (the server sends it from enough answers only).
 */
export function OutcomeFact({ outcomes }: { outcomes: NonNullable<Mentor['outcomes']> }) {
  return (
    <Fact term={<FormattedMessage id="mentor_profile.facts.outcomes" />}>
      <span data-testid="mentor-outcome-rate">
        <FormattedMessage
          id="mentor_profile.facts.outcomeRate"
          values={{ rate: outcomes.positive / outcomes.answers }}
        />
      </span>
      <span data-testid="mentor-outcomes" className="mt-1 block text-sm font-normal text-slate-700">
        <FormattedMessage
          id="mentor_profile.facts.outcomeCount"
          values={{ positive: outcomes.positive, answers: outcomes.answers }}
        />
      </span>
    </Fact>
  )
}
