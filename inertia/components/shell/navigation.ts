import { urlFor } from '~/client'

/**
 * What the viewer may do, as the server's policies answer it (shared page
 * props: admin's ConsolePolicy, mentoring's MentorSettingsPolicy, billing's
 * PlanPolicy), the same answers the routes' guards give.
 */
export type Abilities = {
  canUseConsole?: boolean
  canEditMentorSettings?: boolean
  canUsePlans?: boolean
}

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
  /** Shown only to a viewer who may do this (the page behind it is guarded by the same policy). */
  shownIf?: keyof Abilities
  /** Shows the count of conversations with unread messages beside the label. */
  unreadBadge?: boolean
}

export const PUBLIC_NAV: NavItem[] = [
  { href: urlFor('mentoring.mentors'), labelId: 'common.nav.findMentors' },
  { href: urlFor('pages.pricing'), labelId: 'common.nav.pricing' },
]

export const MEMBER_NAV: NavItem[] = [
  { href: urlFor('scheduling.dashboard'), labelId: 'common.nav.dashboard', exact: true },
  { href: urlFor('scheduling.sessions'), labelId: 'common.nav.sessions' },
  { href: urlFor('mentoring.conversations'), labelId: 'common.nav.messages', unreadBadge: true },
  // Plans, payments and the PRO features: mentors buy nothing.
  { href: urlFor('billing.pro'), labelId: 'pro_features.nav', shownIf: 'canUsePlans' },
  {
    href: urlFor('accounts.settings.profile'),
    labelId: 'common.nav.settings',
    activeFor: urlFor('accounts.settings'),
  },
  {
    href: urlFor('admin.console'),
    labelId: 'common.nav.admin',
    external: true,
    shownIf: 'canUseConsole',
  },
]

export const SETTINGS_NAV: NavItem[] = [
  { href: urlFor('accounts.settings.account'), labelId: 'common.settings.account' },
  { href: urlFor('scheduling.settings.calendar'), labelId: 'common.settings.calendar' },
  {
    href: urlFor('accounts.settings.notifications'),
    labelId: 'common.settings.notifications',
  },
  {
    href: urlFor('accounts.settings.basic'),
    labelId: 'common.settings.basicProfile',
    aliases: [urlFor('accounts.settings.profile')],
  },
  {
    href: urlFor('mentoring.settings.mentorProfile'),
    labelId: 'common.settings.mentorProfile',
    shownIf: 'canEditMentorSettings',
  },
  {
    href: urlFor('scheduling.settings.schedule'),
    labelId: 'common.settings.schedule',
    shownIf: 'canEditMentorSettings',
  },
  {
    href: urlFor('billing.settings.payments'),
    labelId: 'common.settings.payments',
    shownIf: 'canUsePlans',
  },
  { href: urlFor('referrals.settings'), labelId: 'common.settings.referrals' },
  { href: urlFor('accounts.settings.privacy'), labelId: 'common.settings.privacy' },
]

export const FOOTER_NAV: { headingId: string; items: NavItem[] }[] = [
  {
    headingId: 'common.footer.product',
    items: [
      { href: urlFor('mentoring.mentors'), labelId: 'common.footer.findMentors' },
      { href: urlFor('pages.pricing'), labelId: 'common.footer.pricing' },
    ],
  },
  {
    headingId: 'common.footer.company',
    items: [
      { href: urlFor('pages.about'), labelId: 'common.footer.about' },
      { href: urlFor('pages.contact'), labelId: 'common.footer.contact' },
      { href: urlFor('pages.careers'), labelId: 'common.footer.careers' },
    ],
  },
  {
    headingId: 'common.footer.legal',
    items: [
      { href: urlFor('pages.privacy'), labelId: 'common.footer.privacy' },
      { href: urlFor('pages.cookie_policy'), labelId: 'common.footer.cookies' },
      { href: urlFor('pages.terms_and_conditions'), labelId: 'common.footer.terms' },
    ],
  },
]

export function visibleFor(items: NavItem[], abilities: Abilities) {
  return items.filter((item) => !item.shownIf || abilities[item.shownIf] === true)
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
