import { router } from '@inertiajs/react'
import { BUILD_CHECK, BUILD_VERSION_PATH } from '#business/app'

/**
 * The build-version check: about 1 s after start and then hourly the page asks
 * the server for its asset version; once it differs from the version this page
 * started with, the next Inertia navigation becomes a full page visit, which
 * loads the new build. A forced reload is not repeated within
 * BUILD_CHECK.reloadLoopProtectionMs (sessionStorage), so a server that keeps
 * answering another version cannot trap the visitor in reloads.
 */
const RELOADED_AT = 'build-version:reloaded-at'

let started = false
let newBuildOut = false

function recentlyReloaded() {
  try {
    const at = Number(sessionStorage.getItem(RELOADED_AT) ?? 0)
    return Date.now() - at < BUILD_CHECK.reloadLoopProtectionMs
  } catch {
    return false
  }
}

function markReload() {
  try {
    sessionStorage.setItem(RELOADED_AT, String(Date.now()))
  } catch {}
}

async function check(startVersion: string) {
  try {
    const response = await fetch(BUILD_VERSION_PATH, {
      headers: { accept: 'application/json' },
      cache: 'no-store',
      credentials: 'same-origin',
    })
    if (!response.ok) return
    const { version } = (await response.json()) as { version?: unknown }
    if (version !== undefined && version !== null && String(version) !== startVersion)
      newBuildOut = true
  } catch {
    // Offline or the server restarting: the next check tries again.
  }
}

export function startBuildVersionCheck(startVersion: string | number | null | undefined) {
  if (
    started ||
    typeof window === 'undefined' ||
    startVersion === null ||
    startVersion === undefined
  )
    return
  started = true
  const version = String(startVersion)
  window.setTimeout(() => {
    void check(version)
    window.setInterval(() => void check(version), BUILD_CHECK.intervalMs)
  }, BUILD_CHECK.firstCheckDelayMs)

  router.on('before', (event) => {
    const visit = event.detail.visit
    if (!newBuildOut || visit.method !== 'get' || visit.prefetch || recentlyReloaded()) return
    markReload()
    window.location.assign(visit.url.href)
    return false
  })
}
