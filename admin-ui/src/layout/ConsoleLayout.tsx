import { Suspense, useEffect } from 'react'
import type { ReactNode } from 'react'
import {
  AppBar,
  Layout,
  LoadingIndicator,
  Menu,
  TitlePortal,
  UserMenu,
  useBasename,
  useGetIdentity,
  useTranslate,
} from 'react-admin'
import HowToRegIcon from '@mui/icons-material/HowToReg'
import { LanguageMenu } from './LanguageMenu'
import { Loading } from './Loading'
import { useLabelledRowCheckboxes } from './useLabelledRowCheckboxes'

/** The user menu's button is named after the admin it shows (its visible text). */
function ConsoleUserMenu() {
  const { identity } = useGetIdentity()
  return <UserMenu label={identity?.fullName || 'ra.auth.user_menu'} />
}

/**
 * The browser tab (and a screen reader on arrival) names the screen: the
 * title react-admin shows in the app bar ("Users", "User Nora Bassi"), then
 * the console's name.
 */
function useDocumentTitle() {
  const translate = useTranslate()
  useEffect(() => {
    const heading = document.getElementById('react-admin-title')
    if (!heading) return
    const name = () => {
      const screen = heading.textContent?.trim()
      document.title = screen
        ? translate('console.document_title', { screen })
        : translate('console.title')
    }
    name()
    const observer = new MutationObserver(name)
    observer.observe(heading, { childList: true, subtree: true, characterData: true })
    return () => observer.disconnect()
  }, [translate])
}

function ConsoleAppBar() {
  useDocumentTitle()
  const translate = useTranslate()
  return (
    <AppBar
      userMenu={<ConsoleUserMenu />}
      toolbar={
        <>
          <LanguageMenu />
          {/* Its spinner (shown while data loads) takes the extra props: named, it is announced. */}
          <LoadingIndicator aria-label={translate('console.loading.data')} />
        </>
      }
    >
      <TitlePortal />
    </AppBar>
  )
}

/** Overview, the pending mentors to review, then every resource with a list. */
function ConsoleMenu() {
  const translate = useTranslate()
  const basename = useBasename()
  return (
    <Menu aria-label={translate('console.menu.label')}>
      <Menu.DashboardItem />
      <Menu.Item
        to={`${basename}/pending-mentors`}
        primaryText="console.menu.pending_mentors"
        leftIcon={<HowToRegIcon />}
      />
      <Menu.ResourceItems />
    </Menu>
  )
}

export function ConsoleLayout({ children }: { children: ReactNode }) {
  useLabelledRowCheckboxes()
  return (
    <Layout appBar={ConsoleAppBar} menu={ConsoleMenu}>
      {/* Each view is a chunk of its own; react-admin's fallback has no accessible name. */}
      <Suspense fallback={<Loading label="console.loading.view" />}>{children}</Suspense>
    </Layout>
  )
}
