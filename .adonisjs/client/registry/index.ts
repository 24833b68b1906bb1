/* eslint-disable prettier/prettier */
import type { AdonisEndpoint } from '@tuyau/core/types'
import type { Registry } from './schema.d.ts'
import type { ApiDefinition } from './tree.d.ts'

const placeholder: any = {}

const routes = {
  'drive.fs.serve': {
    methods: ["GET","HEAD"],
    pattern: '/uploads/*',
    tokens: [{"old":"/uploads/*","type":0,"val":"uploads","end":""},{"old":"/uploads/*","type":2,"val":"*","end":""}],
    types: placeholder as Registry['drive.fs.serve']['types'],
  },
  'health.live': {
    methods: ["GET","HEAD"],
    pattern: '/health/live',
    tokens: [{"old":"/health/live","type":0,"val":"health","end":""},{"old":"/health/live","type":0,"val":"live","end":""}],
    types: placeholder as Registry['health.live']['types'],
  },
  'health.ready': {
    methods: ["GET","HEAD"],
    pattern: '/health/ready',
    tokens: [{"old":"/health/ready","type":0,"val":"health","end":""},{"old":"/health/ready","type":0,"val":"ready","end":""}],
    types: placeholder as Registry['health.ready']['types'],
  },
  'locale.update': {
    methods: ["POST"],
    pattern: '/locale',
    tokens: [{"old":"/locale","type":0,"val":"locale","end":""}],
    types: placeholder as Registry['locale.update']['types'],
  },
  'pages.home': {
    methods: ["GET","HEAD"],
    pattern: '/',
    tokens: [{"old":"/","type":0,"val":"/","end":""}],
    types: placeholder as Registry['pages.home']['types'],
  },
  'pages.about': {
    methods: ["GET","HEAD"],
    pattern: '/about',
    tokens: [{"old":"/about","type":0,"val":"about","end":""}],
    types: placeholder as Registry['pages.about']['types'],
  },
  'pages.contact': {
    methods: ["GET","HEAD"],
    pattern: '/contact',
    tokens: [{"old":"/contact","type":0,"val":"contact","end":""}],
    types: placeholder as Registry['pages.contact']['types'],
  },
  'pages.careers': {
    methods: ["GET","HEAD"],
    pattern: '/careers',
    tokens: [{"old":"/careers","type":0,"val":"careers","end":""}],
    types: placeholder as Registry['pages.careers']['types'],
  },
  'pages.privacy': {
    methods: ["GET","HEAD"],
    pattern: '/privacy',
    tokens: [{"old":"/privacy","type":0,"val":"privacy","end":""}],
    types: placeholder as Registry['pages.privacy']['types'],
  },
  'pages.cookie_policy': {
    methods: ["GET","HEAD"],
    pattern: '/cookie-policy',
    tokens: [{"old":"/cookie-policy","type":0,"val":"cookie-policy","end":""}],
    types: placeholder as Registry['pages.cookie_policy']['types'],
  },
  'pages.terms_and_conditions': {
    methods: ["GET","HEAD"],
    pattern: '/terms-and-conditions',
    tokens: [{"old":"/terms-and-conditions","type":0,"val":"terms-and-conditions","end":""}],
    types: placeholder as Registry['pages.terms_and_conditions']['types'],
  },
  'pages.pricing': {
    methods: ["GET","HEAD"],
    pattern: '/pricing',
    tokens: [{"old":"/pricing","type":0,"val":"pricing","end":""}],
    types: placeholder as Registry['pages.pricing']['types'],
  },
  'pages.mentors': {
    methods: ["GET","HEAD"],
    pattern: '/mentors',
    tokens: [{"old":"/mentors","type":0,"val":"mentors","end":""}],
    types: placeholder as Registry['pages.mentors']['types'],
  },
  'accounts.login': {
    methods: ["GET","HEAD"],
    pattern: '/login',
    tokens: [{"old":"/login","type":0,"val":"login","end":""}],
    types: placeholder as Registry['accounts.login']['types'],
  },
  'accounts.register': {
    methods: ["GET","HEAD"],
    pattern: '/register',
    tokens: [{"old":"/register","type":0,"val":"register","end":""}],
    types: placeholder as Registry['accounts.register']['types'],
  },
  'accounts.forgotPassword': {
    methods: ["GET","HEAD"],
    pattern: '/forgot-password',
    tokens: [{"old":"/forgot-password","type":0,"val":"forgot-password","end":""}],
    types: placeholder as Registry['accounts.forgotPassword']['types'],
  },
  'accounts.onboarding': {
    methods: ["GET","HEAD"],
    pattern: '/onboarding',
    tokens: [{"old":"/onboarding","type":0,"val":"onboarding","end":""}],
    types: placeholder as Registry['accounts.onboarding']['types'],
  },
  'accounts.settings.profile': {
    methods: ["GET","HEAD"],
    pattern: '/settings/profile',
    tokens: [{"old":"/settings/profile","type":0,"val":"settings","end":""},{"old":"/settings/profile","type":0,"val":"profile","end":""}],
    types: placeholder as Registry['accounts.settings.profile']['types'],
  },
  'accounts.settings.basic': {
    methods: ["GET","HEAD"],
    pattern: '/settings/profile/basic',
    tokens: [{"old":"/settings/profile/basic","type":0,"val":"settings","end":""},{"old":"/settings/profile/basic","type":0,"val":"profile","end":""},{"old":"/settings/profile/basic","type":0,"val":"basic","end":""}],
    types: placeholder as Registry['accounts.settings.basic']['types'],
  },
  'accounts.settings.account': {
    methods: ["GET","HEAD"],
    pattern: '/settings/account/account',
    tokens: [{"old":"/settings/account/account","type":0,"val":"settings","end":""},{"old":"/settings/account/account","type":0,"val":"account","end":""},{"old":"/settings/account/account","type":0,"val":"account","end":""}],
    types: placeholder as Registry['accounts.settings.account']['types'],
  },
  'accounts.settings.calendar': {
    methods: ["GET","HEAD"],
    pattern: '/settings/account/calendar',
    tokens: [{"old":"/settings/account/calendar","type":0,"val":"settings","end":""},{"old":"/settings/account/calendar","type":0,"val":"account","end":""},{"old":"/settings/account/calendar","type":0,"val":"calendar","end":""}],
    types: placeholder as Registry['accounts.settings.calendar']['types'],
  },
  'accounts.settings.payments': {
    methods: ["GET","HEAD"],
    pattern: '/settings/payments',
    tokens: [{"old":"/settings/payments","type":0,"val":"settings","end":""},{"old":"/settings/payments","type":0,"val":"payments","end":""}],
    types: placeholder as Registry['accounts.settings.payments']['types'],
  },
  'mentoring.matching': {
    methods: ["GET","HEAD"],
    pattern: '/mentors/matching',
    tokens: [{"old":"/mentors/matching","type":0,"val":"mentors","end":""},{"old":"/mentors/matching","type":0,"val":"matching","end":""}],
    types: placeholder as Registry['mentoring.matching']['types'],
  },
  'mentoring.saved': {
    methods: ["GET","HEAD"],
    pattern: '/saved-mentors',
    tokens: [{"old":"/saved-mentors","type":0,"val":"saved-mentors","end":""}],
    types: placeholder as Registry['mentoring.saved']['types'],
  },
  'mentoring.settings.mentorProfile': {
    methods: ["GET","HEAD"],
    pattern: '/settings/profile/mentor',
    tokens: [{"old":"/settings/profile/mentor","type":0,"val":"settings","end":""},{"old":"/settings/profile/mentor","type":0,"val":"profile","end":""},{"old":"/settings/profile/mentor","type":0,"val":"mentor","end":""}],
    types: placeholder as Registry['mentoring.settings.mentorProfile']['types'],
  },
  'scheduling.dashboard': {
    methods: ["GET","HEAD"],
    pattern: '/dashboard',
    tokens: [{"old":"/dashboard","type":0,"val":"dashboard","end":""}],
    types: placeholder as Registry['scheduling.dashboard']['types'],
  },
  'scheduling.sessions': {
    methods: ["GET","HEAD"],
    pattern: '/dashboard/sessions',
    tokens: [{"old":"/dashboard/sessions","type":0,"val":"dashboard","end":""},{"old":"/dashboard/sessions","type":0,"val":"sessions","end":""}],
    types: placeholder as Registry['scheduling.sessions']['types'],
  },
  'scheduling.settings.schedule': {
    methods: ["GET","HEAD"],
    pattern: '/settings/profile/schedule',
    tokens: [{"old":"/settings/profile/schedule","type":0,"val":"settings","end":""},{"old":"/settings/profile/schedule","type":0,"val":"profile","end":""},{"old":"/settings/profile/schedule","type":0,"val":"schedule","end":""}],
    types: placeholder as Registry['scheduling.settings.schedule']['types'],
  },
  'referrals.settings': {
    methods: ["GET","HEAD"],
    pattern: '/settings/referrals',
    tokens: [{"old":"/settings/referrals","type":0,"val":"settings","end":""},{"old":"/settings/referrals","type":0,"val":"referrals","end":""}],
    types: placeholder as Registry['referrals.settings']['types'],
  },
  'admin.me': {
    methods: ["GET","HEAD"],
    pattern: '/api/admin/me',
    tokens: [{"old":"/api/admin/me","type":0,"val":"api","end":""},{"old":"/api/admin/me","type":0,"val":"admin","end":""},{"old":"/api/admin/me","type":0,"val":"me","end":""}],
    types: placeholder as Registry['admin.me']['types'],
  },
} as const satisfies Record<string, AdonisEndpoint>

export { routes }

export const registry = {
  routes,
  $tree: {} as ApiDefinition,
}

declare module '@tuyau/core/types' {
  export interface UserRegistry {
    routes: typeof routes
    $tree: ApiDefinition
  }
}
