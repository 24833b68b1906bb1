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
    about: typeof routes['pages.about']
    contact: typeof routes['pages.contact']
    careers: typeof routes['pages.careers']
    privacy: typeof routes['pages.privacy']
    cookiePolicy: typeof routes['pages.cookie_policy']
    termsAndConditions: typeof routes['pages.terms_and_conditions']
    pricing: typeof routes['pages.pricing']
    mentors: typeof routes['pages.mentors']
  }
  accounts: {
    login: typeof routes['accounts.login']
    register: typeof routes['accounts.register']
    forgotPassword: typeof routes['accounts.forgotPassword']
    onboarding: typeof routes['accounts.onboarding']
    settings: {
      profile: typeof routes['accounts.settings.profile']
      basic: typeof routes['accounts.settings.basic']
      account: typeof routes['accounts.settings.account']
      calendar: typeof routes['accounts.settings.calendar']
      payments: typeof routes['accounts.settings.payments']
    }
  }
  mentoring: {
    matching: typeof routes['mentoring.matching']
    saved: typeof routes['mentoring.saved']
    settings: {
      mentorProfile: typeof routes['mentoring.settings.mentorProfile']
    }
  }
  scheduling: {
    dashboard: typeof routes['scheduling.dashboard']
    sessions: typeof routes['scheduling.sessions']
    settings: {
      schedule: typeof routes['scheduling.settings.schedule']
    }
  }
  referrals: {
    settings: typeof routes['referrals.settings']
  }
  admin: {
    me: typeof routes['admin.me']
  }
}
