import { type ReactNode } from 'react'
import { AppShell } from '~/components/shell/app_shell'

/** Header with the full navigation, the page, footer. */
export default function DefaultLayout({ children }: { children: ReactNode }) {
  return <AppShell variant="default">{children}</AppShell>
}
