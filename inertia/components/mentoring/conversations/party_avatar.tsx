import type { Data } from '@generated/data'
import { cn } from '~/lib/cn'

/** The other party's picture, or their initials on a tinted disc. Decorative: the name is beside it. */
export function PartyAvatar({
  party,
  size = 'md',
}: {
  party: Data.Mentoring.Conversation['other']
  size?: 'sm' | 'md'
}) {
  const box = size === 'sm' ? 'size-10 text-sm' : 'size-12 text-base'
  if (party.imageUrl) {
    return (
      <img
        src={party.imageUrl}
        alt=""
        className={cn(box, 'shrink-0 rounded-full object-cover ring-1 ring-slate-200')}
        loading="lazy"
      />
    )
  }
  return (
    <span
      aria-hidden="true"
      className={cn(
        box,
        'inline-flex shrink-0 items-center justify-center rounded-full font-semibold',
        party.former ? 'bg-slate-200 text-slate-700' : 'bg-brand-100 text-brand-800'
      )}
    >
      {party.initials}
    </span>
  )
}
