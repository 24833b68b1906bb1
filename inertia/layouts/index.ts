import DefaultLayout from '~/layouts/default'
import RootLayout from '~/layouts/root'
import SettingsLayout from '~/layouts/settings'
import SignedOutLayout from '~/layouts/signed_out'

type Shell = 'default' | 'signed_out' | 'settings'

/** Pages that use the lighter signed-out header (spec: route table). */
const SIGNED_OUT_PAGES = [
  /^core\/home$/,
  /^accounts\/(login|register|forgot[_-]password|recover[_-]password)$/,
  /^billing\/pricing$/,
  /^referrals\/landing$/,
]

function shellOfPage(name: string): Shell {
  if (name.split('/').includes('settings')) return 'settings'
  if (SIGNED_OUT_PAGES.some((pattern) => pattern.test(name))) return 'signed_out'
  return 'default'
}

const LAYOUTS = {
  default: [RootLayout, DefaultLayout],
  signed_out: [RootLayout, SignedOutLayout],
  settings: [RootLayout, DefaultLayout, SettingsLayout],
}

/**
 * The layouts of a page, chosen by its name; used by `createInertiaApp` on
 * the server and in the browser alike. RootLayout always comes first, so it
 * stays mounted from one page to the next.
 *
 * - a name with a `settings` segment (`settings/profile`,
 *   `accounts/settings/account`): default + settings side navigation;
 * - home, login, register, forgot/recover password, pricing, referral
 *   landing: signed-out;
 * - everything else: default.
 *
 * A page can still set its own static `layout`, which wins.
 */
export function layoutFor(name: string) {
  return LAYOUTS[shellOfPage(name)]
}
