import { existsSync, readFileSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

/*
| Building the console's bundle (admin-ui/dist) from Node: the production
| build's hook, the dev server's watcher and the browser tests use it; and
| measuring what it makes a browser load (npm run budgets and a browser spec).
| Vite is imported lazily: it is a dev dependency, and adonisrc.ts (which
| points at these hooks) is loaded by the production server too.
*/

export const ADMIN_UI_ROOT = import.meta.dirname
export const ADMIN_UI_DIST = join(ADMIN_UI_ROOT, 'dist')
const CONFIG_FILE = join(ADMIN_UI_ROOT, 'vite.config.ts')
const SOURCES = ['src', 'index.html', 'vite.config.ts']

function newestChange(path: string): number {
  if (!existsSync(path)) return 0
  const stats = statSync(path)
  if (!stats.isDirectory()) return stats.mtimeMs
  return readdirSync(path).reduce(
    (newest, entry) => Math.max(newest, newestChange(join(path, entry))),
    stats.mtimeMs
  )
}

/** True when there is no bundle, or a source file changed after it was built. */
export function bundleIsStale() {
  const built = join(ADMIN_UI_DIST, 'index.html')
  if (!existsSync(built)) return true
  const builtAt = statSync(built).mtimeMs
  return SOURCES.some((source) => newestChange(join(ADMIN_UI_ROOT, source)) > builtAt)
}

/**
 * Builds the bundle into a folder of its own, then swaps it in: a server
 * answering /admin meanwhile (or another run building too) never sees half a bundle.
 */
export async function buildBundle(options: { logLevel?: 'info' | 'warn' | 'silent' } = {}) {
  const { build } = await import('vite')
  const staging = join(ADMIN_UI_ROOT, `dist-${process.pid}-${Date.now()}`)
  // Vite's CLI sets NODE_ENV for a build, its API does not: React would ship its development code.
  const nodeEnv = process.env.NODE_ENV
  process.env.NODE_ENV = 'production'
  try {
    await build({
      configFile: CONFIG_FILE,
      mode: 'production',
      logLevel: options.logLevel ?? 'warn',
      build: { outDir: staging, emptyOutDir: true },
    })
  } finally {
    process.env.NODE_ENV = nodeEnv
  }
  const previous = `${staging}-old`
  if (existsSync(ADMIN_UI_DIST)) renameSync(ADMIN_UI_DIST, previous)
  renameSync(staging, ADMIN_UI_DIST)
  rmSync(previous, { recursive: true, force: true })
}

/** Builds the bundle when it is missing or older than its sources; true when it built. */
export async function ensureBundle(options: { logLevel?: 'info' | 'warn' | 'silent' } = {}) {
  if (!bundleIsStale()) return false
  await buildBundle(options)
  return true
}

/** Rebuilds the bundle on every change of its sources (development), until the process ends. */
export async function watchBundle() {
  const { build } = await import('vite')
  return build({
    configFile: CONFIG_FILE,
    mode: 'development',
    logLevel: 'warn',
    build: { watch: {}, minify: false, sourcemap: true },
  })
}

/** Files of the bundle (paths under dist) and their sizes in bytes, as sent and gzipped. */
export type BundleLoad = { files: string[]; raw: number; gzip: number }

function measure(dist: string, files: string[]): BundleLoad {
  let raw = 0
  let gzip = 0
  for (const file of files) {
    const body = readFileSync(join(dist, file))
    raw += body.length
    gzip += gzipSync(body).length
  }
  return { files, raw, gzip }
}

/**
 * The page's first load: the module script and modulepreloads of index.html,
 * what the browser fetches before any script runs (the budget: <= 180 KB gzip).
 */
export function firstLoad(dist = ADMIN_UI_DIST): BundleLoad {
  const html = readFileSync(join(dist, 'index.html'), 'utf8')
  const urls = [
    ...html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g),
    ...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g),
  ].map((match) => match[1].replace(/^\/admin\//, ''))
  return measure(dist, [...new Set(urls)])
}

type ManifestChunk = { file: string; imports?: string[] }

const DASHBOARD_SOURCES = [
  'index.html',
  'src/console.tsx',
  'src/i18n/messages.en.ts',
  'src/dashboard/Dashboard.tsx',
]

/**
 * All the code the dashboard (the console's first screen) runs, in English:
 * the first load, the console, its messages and the dashboard, with what they
 * import (from the build's manifest). Its charts load after the key figures.
 */
export function dashboardLoad(dist = ADMIN_UI_DIST): BundleLoad {
  const manifest: Record<string, ManifestChunk> = JSON.parse(
    readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')
  )
  const chunks = new Set<string>()
  const add = (key: string) => {
    if (chunks.has(key)) return
    if (!manifest[key]) throw new Error(`${key} is not in the console's build manifest`)
    chunks.add(key)
    manifest[key].imports?.forEach(add)
  }
  for (const source of DASHBOARD_SOURCES) add(source)
  return measure(
    dist,
    [...chunks].map((key) => manifest[key].file)
  )
}
