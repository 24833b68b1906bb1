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
    // The business rules the server checks (enums, limits), shared with the site.
    alias: { '#business/': `${import.meta.dirname}/../config/business/` },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // react-admin and MUI make one large vendor chunk; each view is its own chunk.
    chunkSizeWarningLimit: 1500,
  },
})
