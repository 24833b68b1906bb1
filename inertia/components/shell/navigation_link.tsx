import { Link } from '@adonisjs/inertia/react'
import { FormattedMessage } from 'react-intl'
import { isActive, type NavItem } from '~/components/shell/navigation'

type Props = {
  item: NavItem
  url: string
  className: string
  activeClassName: string
}

/** A navigation entry: `aria-current="page"` when it points at the current page. */
export function NavLink({ item, url, className, activeClassName }: Props) {
  const active = isActive(item, url)
  const classes = `${className} ${active ? activeClassName : ''}`
  const label = <FormattedMessage id={item.labelId} />
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
