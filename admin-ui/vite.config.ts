import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'

/**
 * The react-admin console: its own Vite app, served by the AdonisJS server at
 * /admin (same origin, so the session cookie and CSRF token just work).
 */
export default defineConfig({
  root: import.meta.dirname,
  base: '/admin/',
  plugins: [react()],
  resolve: {
    alias: {
      // The business rules the server checks (enums, limits), shared with the site.
      '#business/': `${import.meta.dirname}/../config/business/`,
      // node-polyglot's polyfill of Object.entries brings 15 KB of es-abstract; browsers have it.
      'object.entries': `${import.meta.dirname}/src/shims/object_entries.cjs`,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // index.html loads only the shell (src/main.ts); the console (React, react-admin, MUI),
    // each language's messages, each view and the dashboard's charts are chunks of their own.
    chunkSizeWarningLimit: 1500,
    // .vite/manifest.json: which chunks the dashboard needs (bundle.ts dashboardLoad).
    manifest: true,
  },
})
