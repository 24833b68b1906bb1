import { defineConfig } from '@adonisjs/inertia'

/**
 * Every page is rendered on the server first (SSR), then hydrated.
 */
const inertiaConfig = defineConfig({
  rootView: 'inertia_layout',
  ssr: {
    enabled: true,
    entrypoint: 'inertia/ssr.tsx',
  },
})

export default inertiaConfig
