import { Link } from '@adonisjs/inertia/react'
import { APP_NAME } from '#business/app'
import { cn } from '~/lib/cn'

/**
 * The logo and product name, linking home. `compact` holds classes that
 * visually hide the name where space is short (it stays the link's name).
 */
export function Brand({ inverted = false, compact }: { inverted?: boolean; compact?: string }) {
  return (
    <Link
      route="pages.home"
      className="inline-flex shrink-0 items-center gap-2 rounded-md focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:outline-none"
    >
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8">
        <rect
          width="32"
          height="32"
          rx="8"
          className={inverted ? 'fill-white' : 'fill-brand-700'}
        />
        <path
          d="M8 22V10l8 7 8-7v12"
          fill="none"
          strokeWidth="3"
          strokeLinejoin="round"
          className={inverted ? 'stroke-brand-700' : 'stroke-white'}
        />
      </svg>
      <span
        className={cn(
          'text-lg font-bold tracking-tight',
          inverted ? 'text-white' : 'text-slate-900',
          compact
        )}
      >
        {APP_NAME}
      </span>
    </Link>
  )
}
