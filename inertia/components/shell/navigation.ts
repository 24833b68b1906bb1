import { type Role } from '#business/accounts'

export type NavItem = {
  href: string
  /** react-intl message id of the label. */
  labelId: string
  /** Active for this path and below it (defaults to `href`). */
  activeFor?: string
  /** Active only on exactly this path. */
  exact?: boolean
  /** Other paths on which it is active, exactly. */
  aliases?: readonly string[]
  /** A separate app (the admin console): a full page load, not an Inertia visit. */
  external?: boolean
  /** Shown only to these roles. */
  roles?: readonly Role[]
}

export const PUBLIC_NAV: NavItem[] = [
  { href: '/mentors', labelId: 'common.nav.findMentors' },
  { href: '/pricing', labelId: 'common.nav.pricing' },
]

/** Plans, payments and the PRO features follow the mentee-access guard: mentors buy nothing. */
const MENTEE_ACCESS: readonly Role[] = ['STUDENT', 'ADMIN']

export const MEMBER_NAV: NavItem[] = [
  { href: '/dashboard', labelId: 'common.nav.dashboard', exact: true },
  { href: '/dashboard/sessions', labelId: 'common.nav.sessions' },
  { href: '/dashboard/pro', labelId: 'pro_features.nav', roles: MENTEE_ACCESS },
  { href: '/settings/profile', labelId: 'common.nav.settings', activeFor: '/settings' },
  { href: '/admin', labelId: 'common.nav.admin', external: true, roles: ['ADMIN'] },
]

/** Mentor profile and schedule follow the mentor-access guard: mentors and admins. */
const MENTOR_ACCESS: readonly Role[] = ['MENTOR', 'ADMIN']

export const SETTINGS_NAV: NavItem[] = [
  { href: '/settings/account/account', labelId: 'common.settings.account' },
  { href: '/settings/account/calendar', labelId: 'common.settings.calendar' },
  { href: '/settings/account/notifications', labelId: 'common.settings.notifications' },
  {
    href: '/settings/profile/basic',
    labelId: 'common.settings.basicProfile',
    aliases: ['/settings/profile'],
  },
  {
    href: '/settings/profile/mentor',
    labelId: 'common.settings.mentorProfile',
    roles: MENTOR_ACCESS,
  },
  { href: '/settings/profile/schedule', labelId: 'common.settings.schedule', roles: MENTOR_ACCESS },
  { href: '/settings/payments', labelId: 'common.settings.payments', roles: MENTEE_ACCESS },
  { href: '/settings/referrals', labelId: 'common.settings.referrals' },
]

export const FOOTER_NAV: { headingId: string; items: NavItem[] }[] = [
  {
    headingId: 'common.footer.product',
    items: [
      { href: '/mentors', labelId: 'common.footer.findMentors' },
      { href: '/pricing', labelId: 'common.footer.pricing' },
    ],
  },
  {
    headingId: 'common.footer.company',
    items: [
      { href: '/about', labelId: 'common.footer.about' },
      { href: '/contact', labelId: 'common.footer.contact' },
      { href: '/careers', labelId: 'common.footer.careers' },
    ],
  },
  {
    headingId: 'common.footer.legal',
    items: [
      { href: '/privacy', labelId: 'common.footer.privacy' },
      { href: '/cookie-policy', labelId: 'common.footer.cookies' },
      { href: '/terms-and-conditions', labelId: 'common.footer.terms' },
    ],
  },
]

export function visibleFor(items: NavItem[], role: Role | null | undefined) {
  return items.filter((item) => !item.roles || (role && item.roles.includes(role)))
}

/** The path of a URL, without query, hash or trailing slash. */
function pathOf(url: string) {
  return url.split(/[?#]/)[0].replace(/\/+$/, '') || '/'
}

export function isActive(item: NavItem, url: string) {
  const path = pathOf(url)
  if (item.aliases?.includes(path)) return true
  if (item.exact) return path === item.href
  const base = item.activeFor ?? item.href
  return path === base || path.startsWith(`${base}/`)
}
