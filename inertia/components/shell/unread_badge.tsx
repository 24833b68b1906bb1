import { useT } from '~/components/ui/use_t'

/**
 * The count of conversations with unread messages, beside "Messages": a small disc for the eye,
 * its words for screen readers ("2 conversations with unread messages"). Nothing at zero.
 */
export function UnreadBadge({ count, className }: { count: number; className?: string }) {
  const t = useT()
  if (count <= 0) return null
  return (
    <span data-testid="unread-conversations" data-count={count}>
      <span
        aria-hidden="true"
        className={`ml-1.5 inline-flex min-w-5 items-center justify-center rounded-full bg-brand-700 px-1.5 text-xs leading-5 font-semibold text-white tabular-nums ${className ?? ''}`}
      >
        {count > 99 ? '99+' : count}
      </span>
      <span className="sr-only"> ({t('conversations.nav.unread', { count })})</span>
    </span>
  )
}
