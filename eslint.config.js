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
    // The plain JavaScript that runs before any TypeScript loader exists: the Node version
    // check (ace.js, bin/lib/node_version.js) and the quick start's bootstrap (scripts/demo.js).
    files: ['ace.js', 'bin/**/*.js', 'scripts/**/*.js'],
    rules: RULES_LIST,
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
  },
  {
    // Every list exports CSV through the console's spreadsheet-safe exporter; every
    // table links each record for the keyboard and tells its sort order.
    files: ['admin-ui/src/**/*.{ts,tsx}'],
    ignores: [
      'admin-ui/src/resources/shared/List.tsx',
      'admin-ui/src/resources/shared/DataTable.tsx',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-admin',
              importNames: ['List'],
              message: "Use List from resources/shared/List (the console's CSV exporter).",
            },
            {
              name: 'react-admin',
              importNames: ['DataTable'],
              message:
                'Use DataTable from resources/shared/DataTable (records reachable by keyboard, sort order exposed).',
            },
          ],
        },
      ],
    },
  }
)
