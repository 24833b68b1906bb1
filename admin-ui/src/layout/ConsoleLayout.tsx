import type { ReactNode } from 'react'
import { AppBar, Layout, LoadingIndicator, Menu, TitlePortal, useTranslate } from 'react-admin'
import HowToRegIcon from '@mui/icons-material/HowToReg'
import { LanguageMenu } from './LanguageMenu'

function ConsoleAppBar() {
  return (
    <AppBar
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
  return (
    <Menu aria-label={translate('console.menu.label')}>
      <Menu.DashboardItem />
      <Menu.Item
        to="/pending-mentors"
        primaryText="console.menu.pending_mentors"
        leftIcon={<HowToRegIcon />}
      />
      <Menu.ResourceItems />
    </Menu>
  )
}

export function ConsoleLayout({ children }: { children: ReactNode }) {
  return (
    <Layout appBar={ConsoleAppBar} menu={ConsoleMenu}>
      {children}
    </Layout>
  )
}
