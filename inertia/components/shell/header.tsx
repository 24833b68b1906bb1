import { useEffect, useRef, useState } from 'react'
import { usePage } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { FormattedMessage, useIntl } from 'react-intl'
import type { Data } from '@generated/data'
import { Spinner } from '~/components/loading/spinner'
import { Brand } from '~/components/shell/brand'
import { LocaleSwitcher } from '~/components/shell/locale_switcher'
import { NavLink } from '~/components/shell/navigation_link'
import { UnreadBadge } from '~/components/shell/unread_badge'
import { useUnreadConversations } from '~/lib/unread_conversations'
import {
  MEMBER_NAV,
  PUBLIC_NAV,
  visibleFor,
  type Abilities,
  type NavItem,
} from '~/components/shell/navigation'
import { cn } from '~/lib/cn'
import { api } from '~/lib/api'
import { urlFor } from '~/client'
import { MessageIcon } from '~/components/ui/icons'
import { focusMain } from '~/lib/focus_main'

export type HeaderVariant = 'default' | 'signed_out'

type User = Data.Accounts.User

const MENU_ID = 'mobile-menu'

/**
 * From which width the navigation shows in the bar. A visitor's two links
 * fit from md; a member's longer navigation needs lg, below which it folds
 * into the menu.
 */
const WIDE = {
  visitor: { show: 'md:block', hide: 'md:hidden' },
  member: { show: 'lg:block', hide: 'lg:hidden' },
}

/**
 * Below 24rem (320 px screens, or 1280 px at 400 % zoom) the product's name
 * leaves the bar (it stays the logo link's name): the language and the Menu
 * button, the only way to the navigation there, must fit beside the logo.
 */
const NARROW_BRAND = 'max-[24rem]:sr-only'

function navItemsFor(user: User | null, variant: HeaderVariant, abilities: Abilities): NavItem[] {
  if (!user) return PUBLIC_NAV
  // The lighter signed-out header keeps one way back into the app.
  if (variant === 'signed_out') return [...PUBLIC_NAV, MEMBER_NAV[0]]
  return [...PUBLIC_NAV, ...visibleFor(MEMBER_NAV, abilities)]
}

/**
 * Signing out always ends on /login with every piece of client state gone
 * (a full page load), even when the call itself fails (spec section 4).
 */
function useSignOut() {
  const [signingOut, setSigningOut] = useState(false)
  const signOut = async () => {
    setSigningOut(true)
    try {
      await api('api.accounts.logout', { silent: true, retries: 0 })
    } catch {
      // The session may already be gone: the outcome is the same.
    }
    window.location.assign(urlFor('accounts.login'))
  }
  return { signingOut, signOut }
}

function Avatar({ user }: { user: User }) {
  return (
    <span
      aria-hidden="true"
      title={user.fullName}
      className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-800"
    >
      {user.initials}
    </span>
  )
}

const buttonBase =
  'inline-flex h-9 items-center justify-center gap-2 rounded-md px-3.5 text-sm font-semibold focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:outline-none'

function AuthActions({ user, stacked = false }: { user: User | null; stacked?: boolean }) {
  const { signingOut, signOut } = useSignOut()
  if (!user) {
    return (
      <div className={cn('flex gap-2', stacked ? 'flex-col' : 'items-center')}>
        <Link
          route="accounts.login"
          className={cn(buttonBase, 'text-slate-700 hover:bg-slate-100 hover:text-slate-900')}
        >
          <FormattedMessage id="common.nav.signIn" />
        </Link>
        <Link
          route="accounts.register"
          className={cn(buttonBase, 'bg-brand-700 text-white shadow-sm hover:bg-brand-800')}
        >
          <FormattedMessage id="common.nav.register" />
        </Link>
      </div>
    )
  }
  return (
    <div className={cn('flex gap-3', stacked ? 'flex-col items-stretch' : 'items-center')}>
      <div className="flex items-center gap-3">
        <Avatar user={user} />
        <span className={stacked ? 'text-sm font-medium text-slate-900' : 'sr-only'}>
          <FormattedMessage id="common.nav.signedInAs" values={{ name: user.fullName }} />
        </span>
      </div>
      <button
        type="button"
        onClick={signOut}
        disabled={signingOut}
        className={cn(
          buttonBase,
          'border border-slate-300 bg-white text-slate-700 hover:bg-slate-50 disabled:opacity-60'
        )}
      >
        {signingOut ? <Spinner size="xs" /> : null}
        <FormattedMessage id="common.nav.signOut" />
      </button>
    </div>
  )
}

/**
 * The top bar: brand, navigation, language and account. On narrow screens the
 * navigation and account actions fold into a menu opened by a button.
 */
export function Header({ variant }: { variant: HeaderVariant }) {
  const intl = useIntl()
  const { props, url } = usePage()
  const user = props.user ?? null
  const [menuOpen, setMenuOpen] = useState(false)
  const menuButtonRef = useRef<HTMLButtonElement>(null)
  const items = navItemsFor(user, variant, props)
  const navLabel = intl.formatMessage({ id: 'common.nav.label' })
  const wide = user ? WIDE.member : WIDE.visitor
  const unread = useUnreadConversations()

  // Every visit closes the menu. A focus inside it (the link just followed) would be lost to the
  // body with it: it goes to the new page's <main>, as after any visit (the page's own effects,
  // which run after the header's, may still move it on).
  useEffect(() => {
    if (document.getElementById(MENU_ID)?.contains(document.activeElement)) {
      focusMain({ preventScroll: true })
    }
    setMenuOpen(false)
  }, [url])

  useEffect(() => {
    if (!menuOpen) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      const inMenu = document.getElementById(MENU_ID)?.contains(document.activeElement)
      setMenuOpen(false)
      // The closed menu hides what had the focus: it goes back to the button that opened it.
      if (inMenu) menuButtonRef.current?.focus()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [menuOpen])

  return (
    <header
      className={cn(
        'relative z-40',
        variant === 'signed_out'
          ? 'bg-white/90 backdrop-blur'
          : 'border-b border-slate-200 bg-white'
      )}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6 lg:px-8">
        <Brand compact={cn(NARROW_BRAND, user && 'lg:max-xl:sr-only')} />
        <nav aria-label={navLabel} className={cn('ml-4 hidden xl:ml-6', wide.show)}>
          <ul className="flex items-center gap-1">
            {items.map((item) => (
              <li key={item.href}>
                <NavLink
                  item={item}
                  url={url}
                  className="rounded-md px-2.5 py-2 text-sm font-medium whitespace-nowrap text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
                  activeClassName="bg-brand-50 text-brand-800"
                  unread={unread}
                />
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-2 sm:gap-3">
          <LocaleSwitcher />
          <div className={cn('hidden', wide.show)}>
            <AuthActions user={user} />
          </div>
          {user && variant === 'default' ? (
            // Where the navigation folds into the menu, the messages (and their badge) stay in sight.
            <Link
              route="mentoring.conversations"
              className={cn(
                'relative inline-flex h-9 items-center justify-center rounded-md px-2 text-slate-700 hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none',
                wide.hide
              )}
            >
              <MessageIcon className="size-5" />
              <span className="sr-only">
                <FormattedMessage id="common.nav.messages" />
              </span>
              <UnreadBadge count={unread ?? 0} className="ml-0.5" />
            </Link>
          ) : null}
          <button
            ref={menuButtonRef}
            type="button"
            className={cn(
              'inline-flex size-9 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none',
              wide.hide
            )}
            aria-expanded={menuOpen}
            aria-controls={MENU_ID}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <span className="sr-only">
              <FormattedMessage id="common.nav.menu" />
            </span>
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              className="size-6"
            >
              {menuOpen ? (
                <path strokeLinecap="round" d="M6 6l12 12M18 6L6 18" />
              ) : (
                <path strokeLinecap="round" d="M4 7h16M4 12h16M4 17h16" />
              )}
            </svg>
          </button>
        </div>
      </div>
      <div
        id={MENU_ID}
        hidden={!menuOpen}
        className={cn(
          'absolute inset-x-0 top-full border-t border-b border-slate-200 bg-white shadow-lg',
          wide.hide
        )}
      >
        <nav aria-label={navLabel} className="px-4 py-3">
          <ul className="flex flex-col gap-1">
            {items.map((item) => (
              <li key={item.href}>
                <NavLink
                  item={item}
                  url={url}
                  className="block rounded-md px-3 py-2.5 text-base font-medium text-slate-700 hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
                  activeClassName="bg-brand-50 text-brand-800"
                  unread={unread}
                />
              </li>
            ))}
          </ul>
        </nav>
        <div className="border-t border-slate-200 px-4 py-4">
          <AuthActions user={user} stacked />
        </div>
      </div>
    </header>
  )
}
