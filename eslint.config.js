import { configApp } from '@adonisjs/eslint-config'

export default configApp(
  {
    ignores: [
      'build/**',
      'public/assets/**',
      'tmp/**',
      'storage/**',
      '.adonisjs/**',
      'admin-ui/dist/**',
      'admin-ui/node_modules/**',
      'database/schema.ts',
    ],
  },
  {
    // Business rules are pure constants shared by the server and the React pages.
    files: ['inertia/**/*.{ts,tsx}'],
    rules: {
      '@adonisjs/no-backend-import-in-frontend': ['error', { allowed: ['#business/*'] }],
    },
  }
)
