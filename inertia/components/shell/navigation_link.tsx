import { Link } from '@adonisjs/inertia/react'
import { FormattedMessage } from 'react-intl'
import { isActive, type NavItem } from '~/components/shell/navigation'
import { UnreadBadge } from '~/components/shell/unread_badge'

type Props = {
  item: NavItem
  url: string
  className: string
  activeClassName: string
  /** Conversations with unread messages (shown on the item that asks for it). */
  unread?: number | null
}

/** A navigation entry: `aria-current="page"` when it points at the current page. */
export function NavLink({ item, url, className, activeClassName, unread }: Props) {
  const active = isActive(item, url)
  const classes = `${className} ${active ? activeClassName : ''}`
  const label = (
    <>
      <FormattedMessage id={item.labelId} />
      {item.unreadBadge ? <UnreadBadge count={unread ?? 0} /> : null}
    </>
  )
  if (item.external) {
    return (
      <a href={item.href} className={classes} aria-current={active ? 'page' : undefined}>
        {label}
      </a>
    )
  }
  return (
    <Link href={item.href} className={classes} aria-current={active ? 'page' : undefined}>
      {label}
    </Link>
  )
}
