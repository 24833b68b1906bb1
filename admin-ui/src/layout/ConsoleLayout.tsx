import { Suspense } from 'react'
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

function ConsoleAppBar() {
  return (
    <AppBar
      userMenu={<ConsoleUserMenu />}
      toolbar={
        <>
          <LanguageMenu />
          <LoadingIndicator />
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
