import { type ReactNode } from 'react'
import { AppShell } from '~/components/shell/app_shell'

/** Home, pricing, sign-in pages and the referral landing: a lighter header. */
export default function SignedOutLayout({ children }: { children: ReactNode }) {
  return <AppShell variant="signed_out">{children}</AppShell>
}
