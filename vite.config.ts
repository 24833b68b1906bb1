import { defineConfig, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import adonisjs from '@adonisjs/vite/client'

/**
 * @inertiajs/react (3.7) reads its layout-props store with `useSyncExternalStore(subscribe,
 * store.get, () => emptySnapshot)`: in the browser the two snapshots are equal but not the same
 * object, so right after hydration React re-renders the whole app synchronously, which also
 * hydrates every Suspense boundary of the page at once (one long task) instead of in short
 * slices. In the browser's bundle the store's own snapshot serves as the server's (both are
 * empty then); the server's render is left as it is. The build fails if the code changed.
 */
function inertiaHydrationSnapshot(): Plugin {
  const from = 'useSyncExternalStore(store.subscribe, store.get, () => emptySnapshot)'
  return {
    name: 'inertia-hydration-snapshot',
    transform(code, id, options) {
      if (options?.ssr || !id.includes('/@inertiajs/react/dist/index.js')) return null
      if (!code.includes(from)) {
        throw new Error(`@inertiajs/react changed: "${from}" not found (vite.config.ts)`)
      }
      return {
        code: code.replace(from, 'useSyncExternalStore(store.subscribe, store.get, store.get)'),
        map: null,
      }
    },
  }
}

export default defineConfig({
  plugins: [
    inertiaHydrationSnapshot(),
    react(),
    tailwindcss(),
    adonisjs({
      entryPoints: ['inertia/app.tsx'],
      serverEntryPoints: ['inertia/ssr.tsx'],
      reload: ['resources/views/**/*.edge'],
    }),
  ],
  resolve: {
    alias: {
      '~/': `${import.meta.dirname}/inertia/`,
      '#business/': `${import.meta.dirname}/config/business/`,
      '@generated': `${import.meta.dirname}/.adonisjs/client/`,
      // The server sends every text already parsed (app/core/services/locale.ts): FormatJS's
      // parser-free build of react-intl ("Remove the parser", formatjs.github.io/docs/guides/performance).
      '@formatjs/icu-messageformat-parser': '@formatjs/icu-messageformat-parser/no-parser.js',
    },
  },
  // Where Vite keeps its pre-bundled dependencies: each test process of `npm test` names its own
  // (scripts/test.ts), so that processes side by side never replace each other's while serving.
  cacheDir: process.env.VITE_CACHE_DIR ?? 'node_modules/.vite',
  server: {
    watch: {
      ignored: ['**/storage/**', '**/tmp/**', '**/admin-ui/**'],
    },
  },
})
