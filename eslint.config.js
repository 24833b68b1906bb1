import { configApp, RULES_LIST } from '@adonisjs/eslint-config'

export default configApp(
  {
    ignores: [
      'build/**',
      'public/assets/**',
      'tmp/**',
      'storage/**',
      '.adonisjs/**',
      'admin-ui/dist/**',
      'admin-ui/dist-*/**',
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
  },
  {
    // The admin console (admin-ui/, its own Vite app): the server's rules, for its .tsx files too.
    files: ['admin-ui/**/*.{ts,tsx}'],
    rules: RULES_LIST,
  },
  {
    // react-admin's demo layout: PascalCase view files (UserList.tsx), camelCase providers.
    files: ['admin-ui/src/**/*.{ts,tsx}'],
    rules: { '@unicorn/filename-case': 'off' },
  }
)
