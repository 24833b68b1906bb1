/* eslint-disable prettier/prettier */
import type { routes } from './index.ts'

export interface ApiDefinition {
  drive: {
    fs: {
      serve: typeof routes['drive.fs.serve']
    }
  }
  health: {
    live: typeof routes['health.live']
    ready: typeof routes['health.ready']
  }
  locale: {
    update: typeof routes['locale.update']
  }
  pages: {
    home: typeof routes['pages.home']
  }
}
