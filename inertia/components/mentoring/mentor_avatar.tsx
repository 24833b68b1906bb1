import { cn } from '~/lib/cn'

/** A mentor's photo, or their initials on a tinted disc. Decorative: the name is always beside it. */
export function MentorAvatar({
  photoUrl,
  initials,
  size = 'md',
}: {
  photoUrl: string | null
  initials: string
  size?: 'md' | 'lg'
}) {
  const box = size === 'lg' ? 'h-28 w-28 text-3xl' : 'h-16 w-16 text-xl'
  if (photoUrl) {
    return (
      <img
        src={photoUrl}
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
        'inline-flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800'
      )}
    >
      {initials}
    </span>
  )
}
