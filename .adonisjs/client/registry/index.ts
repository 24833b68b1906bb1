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
  'docs.openapi': {
    methods: ["GET","HEAD"],
    pattern: '/api/openapi.json',
    tokens: [{"old":"/api/openapi.json","type":0,"val":"api","end":""},{"old":"/api/openapi.json","type":0,"val":"openapi.json","end":""}],
    types: placeholder as Registry['docs.openapi']['types'],
  },
  'accounts.social.googleRedirect': {
    methods: ["GET","HEAD"],
    pattern: '/auth/google/redirect',
    tokens: [{"old":"/auth/google/redirect","type":0,"val":"auth","end":""},{"old":"/auth/google/redirect","type":0,"val":"google","end":""},{"old":"/auth/google/redirect","type":0,"val":"redirect","end":""}],
    types: placeholder as Registry['accounts.social.googleRedirect']['types'],
  },
  'accounts.social.linkedinRedirect': {
    methods: ["GET","HEAD"],
    pattern: '/auth/linkedin/redirect',
    tokens: [{"old":"/auth/linkedin/redirect","type":0,"val":"auth","end":""},{"old":"/auth/linkedin/redirect","type":0,"val":"linkedin","end":""},{"old":"/auth/linkedin/redirect","type":0,"val":"redirect","end":""}],
    types: placeholder as Registry['accounts.social.linkedinRedirect']['types'],
  },
  'accounts.social.googleCallback': {
    methods: ["GET","HEAD"],
    pattern: '/auth/google/callback/*',
    tokens: [{"old":"/auth/google/callback/*","type":0,"val":"auth","end":""},{"old":"/auth/google/callback/*","type":0,"val":"google","end":""},{"old":"/auth/google/callback/*","type":0,"val":"callback","end":""},{"old":"/auth/google/callback/*","type":2,"val":"*","end":""}],
    types: placeholder as Registry['accounts.social.googleCallback']['types'],
  },
  'accounts.social.linkedinCallback': {
    methods: ["GET","HEAD"],
    pattern: '/auth/linkedin',
    tokens: [{"old":"/auth/linkedin","type":0,"val":"auth","end":""},{"old":"/auth/linkedin","type":0,"val":"linkedin","end":""}],
    types: placeholder as Registry['accounts.social.linkedinCallback']['types'],
  },
  'accounts.onboarding': {
    methods: ["GET","HEAD"],
    pattern: '/onboarding',
    tokens: [{"old":"/onboarding","type":0,"val":"onboarding","end":""}],
    types: placeholder as Registry['accounts.onboarding']['types'],
  },
  'accounts.onboarding.tour': {
    methods: ["POST"],
    pattern: '/onboarding/tour',
    tokens: [{"old":"/onboarding/tour","type":0,"val":"onboarding","end":""},{"old":"/onboarding/tour","type":0,"val":"tour","end":""}],
    types: placeholder as Registry['accounts.onboarding.tour']['types'],
  },
  'accounts.onboarding.save': {
    methods: ["POST"],
    pattern: '/onboarding/:step',
    tokens: [{"old":"/onboarding/:step","type":0,"val":"onboarding","end":""},{"old":"/onboarding/:step","type":1,"val":"step","end":""}],
    types: placeholder as Registry['accounts.onboarding.save']['types'],
  },
  'accounts.settings': {
    methods: ["GET","HEAD"],
    pattern: '/settings',
    tokens: [{"old":"/settings","type":0,"val":"settings","end":""}],
    types: placeholder as Registry['accounts.settings']['types'],
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
  'accounts.settings.account.update': {
    methods: ["PUT"],
    pattern: '/settings/account/account',
    tokens: [{"old":"/settings/account/account","type":0,"val":"settings","end":""},{"old":"/settings/account/account","type":0,"val":"account","end":""},{"old":"/settings/account/account","type":0,"val":"account","end":""}],
    types: placeholder as Registry['accounts.settings.account.update']['types'],
  },
  'accounts.settings.notifications': {
    methods: ["GET","HEAD"],
    pattern: '/settings/account/notifications',
    tokens: [{"old":"/settings/account/notifications","type":0,"val":"settings","end":""},{"old":"/settings/account/notifications","type":0,"val":"account","end":""},{"old":"/settings/account/notifications","type":0,"val":"notifications","end":""}],
    types: placeholder as Registry['accounts.settings.notifications']['types'],
  },
  'accounts.settings.notifications.update': {
    methods: ["PUT"],
    pattern: '/settings/account/notifications',
    tokens: [{"old":"/settings/account/notifications","type":0,"val":"settings","end":""},{"old":"/settings/account/notifications","type":0,"val":"account","end":""},{"old":"/settings/account/notifications","type":0,"val":"notifications","end":""}],
    types: placeholder as Registry['accounts.settings.notifications.update']['types'],
  },
  'api.users.profile': {
    methods: ["PUT"],
    pattern: '/api/users/profile',
    tokens: [{"old":"/api/users/profile","type":0,"val":"api","end":""},{"old":"/api/users/profile","type":0,"val":"users","end":""},{"old":"/api/users/profile","type":0,"val":"profile","end":""}],
    types: placeholder as Registry['api.users.profile']['types'],
  },
  'api.users.profile.image.store': {
    methods: ["POST"],
    pattern: '/api/users/profile/image',
    tokens: [{"old":"/api/users/profile/image","type":0,"val":"api","end":""},{"old":"/api/users/profile/image","type":0,"val":"users","end":""},{"old":"/api/users/profile/image","type":0,"val":"profile","end":""},{"old":"/api/users/profile/image","type":0,"val":"image","end":""}],
    types: placeholder as Registry['api.users.profile.image.store']['types'],
  },
  'api.users.profile.image.destroy': {
    methods: ["DELETE"],
    pattern: '/api/users/profile/image',
    tokens: [{"old":"/api/users/profile/image","type":0,"val":"api","end":""},{"old":"/api/users/profile/image","type":0,"val":"users","end":""},{"old":"/api/users/profile/image","type":0,"val":"profile","end":""},{"old":"/api/users/profile/image","type":0,"val":"image","end":""}],
    types: placeholder as Registry['api.users.profile.image.destroy']['types'],
  },
  'dev.mailbox.index': {
    methods: ["GET","HEAD"],
    pattern: '/dev/mailbox',
    tokens: [{"old":"/dev/mailbox","type":0,"val":"dev","end":""},{"old":"/dev/mailbox","type":0,"val":"mailbox","end":""}],
    types: placeholder as Registry['dev.mailbox.index']['types'],
  },
  'dev.mailbox.show': {
    methods: ["GET","HEAD"],
    pattern: '/dev/mailbox/:id',
    tokens: [{"old":"/dev/mailbox/:id","type":0,"val":"dev","end":""},{"old":"/dev/mailbox/:id","type":0,"val":"mailbox","end":""},{"old":"/dev/mailbox/:id","type":1,"val":"id","end":""}],
    types: placeholder as Registry['dev.mailbox.show']['types'],
  },
  'mentoring.matching': {
    methods: ["GET","HEAD"],
    pattern: '/mentors/matching',
    tokens: [{"old":"/mentors/matching","type":0,"val":"mentors","end":""},{"old":"/mentors/matching","type":0,"val":"matching","end":""}],
    types: placeholder as Registry['mentoring.matching']['types'],
  },
  'mentoring.matching.search': {
    methods: ["POST"],
    pattern: '/api/matching/search',
    tokens: [{"old":"/api/matching/search","type":0,"val":"api","end":""},{"old":"/api/matching/search","type":0,"val":"matching","end":""},{"old":"/api/matching/search","type":0,"val":"search","end":""}],
    types: placeholder as Registry['mentoring.matching.search']['types'],
  },
  'mentoring.matching.quick': {
    methods: ["POST"],
    pattern: '/api/matching/quick',
    tokens: [{"old":"/api/matching/quick","type":0,"val":"api","end":""},{"old":"/api/matching/quick","type":0,"val":"matching","end":""},{"old":"/api/matching/quick","type":0,"val":"quick","end":""}],
    types: placeholder as Registry['mentoring.matching.quick']['types'],
  },
  'mentoring.matching.preferences.index': {
    methods: ["GET","HEAD"],
    pattern: '/api/matching/preferences',
    tokens: [{"old":"/api/matching/preferences","type":0,"val":"api","end":""},{"old":"/api/matching/preferences","type":0,"val":"matching","end":""},{"old":"/api/matching/preferences","type":0,"val":"preferences","end":""}],
    types: placeholder as Registry['mentoring.matching.preferences.index']['types'],
  },
  'mentoring.matching.preferences.store': {
    methods: ["POST"],
    pattern: '/api/matching/preferences',
    tokens: [{"old":"/api/matching/preferences","type":0,"val":"api","end":""},{"old":"/api/matching/preferences","type":0,"val":"matching","end":""},{"old":"/api/matching/preferences","type":0,"val":"preferences","end":""}],
    types: placeholder as Registry['mentoring.matching.preferences.store']['types'],
  },
  'mentoring.matching.preferences.show': {
    methods: ["GET","HEAD"],
    pattern: '/api/matching/preferences/:id',
    tokens: [{"old":"/api/matching/preferences/:id","type":0,"val":"api","end":""},{"old":"/api/matching/preferences/:id","type":0,"val":"matching","end":""},{"old":"/api/matching/preferences/:id","type":0,"val":"preferences","end":""},{"old":"/api/matching/preferences/:id","type":1,"val":"id","end":""}],
    types: placeholder as Registry['mentoring.matching.preferences.show']['types'],
  },
  'mentoring.matching.preferences.destroy': {
    methods: ["DELETE"],
    pattern: '/api/matching/preferences/:id',
    tokens: [{"old":"/api/matching/preferences/:id","type":0,"val":"api","end":""},{"old":"/api/matching/preferences/:id","type":0,"val":"matching","end":""},{"old":"/api/matching/preferences/:id","type":0,"val":"preferences","end":""},{"old":"/api/matching/preferences/:id","type":1,"val":"id","end":""}],
    types: placeholder as Registry['mentoring.matching.preferences.destroy']['types'],
  },
  'mentoring.matching.requests.store': {
    methods: ["POST"],
    pattern: '/api/matching/requests',
    tokens: [{"old":"/api/matching/requests","type":0,"val":"api","end":""},{"old":"/api/matching/requests","type":0,"val":"matching","end":""},{"old":"/api/matching/requests","type":0,"val":"requests","end":""}],
    types: placeholder as Registry['mentoring.matching.requests.store']['types'],
  },
  'mentoring.settings.mentorProfile': {
    methods: ["GET","HEAD"],
    pattern: '/settings/profile/mentor',
    tokens: [{"old":"/settings/profile/mentor","type":0,"val":"settings","end":""},{"old":"/settings/profile/mentor","type":0,"val":"profile","end":""},{"old":"/settings/profile/mentor","type":0,"val":"mentor","end":""}],
    types: placeholder as Registry['mentoring.settings.mentorProfile']['types'],
  },
  'mentoring.api.mentorProfile.update': {
    methods: ["PUT"],
    pattern: '/api/mentor-profile',
    tokens: [{"old":"/api/mentor-profile","type":0,"val":"api","end":""},{"old":"/api/mentor-profile","type":0,"val":"mentor-profile","end":""}],
    types: placeholder as Registry['mentoring.api.mentorProfile.update']['types'],
  },
  'mentoring.applications.show': {
    methods: ["GET","HEAD"],
    pattern: '/become-a-mentor',
    tokens: [{"old":"/become-a-mentor","type":0,"val":"become-a-mentor","end":""}],
    types: placeholder as Registry['mentoring.applications.show']['types'],
  },
  'mentoring.api.applications.store': {
    methods: ["POST"],
    pattern: '/api/mentor-applications',
    tokens: [{"old":"/api/mentor-applications","type":0,"val":"api","end":""},{"old":"/api/mentor-applications","type":0,"val":"mentor-applications","end":""}],
    types: placeholder as Registry['mentoring.api.applications.store']['types'],
  },
  'mentoring.mentors': {
    methods: ["GET","HEAD"],
    pattern: '/mentors',
    tokens: [{"old":"/mentors","type":0,"val":"mentors","end":""}],
    types: placeholder as Registry['mentoring.mentors']['types'],
  },
  'mentoring.api.mentors': {
    methods: ["GET","HEAD"],
    pattern: '/api/mentors',
    tokens: [{"old":"/api/mentors","type":0,"val":"api","end":""},{"old":"/api/mentors","type":0,"val":"mentors","end":""}],
    types: placeholder as Registry['mentoring.api.mentors']['types'],
  },
  'mentoring.saved': {
    methods: ["GET","HEAD"],
    pattern: '/saved-mentors',
    tokens: [{"old":"/saved-mentors","type":0,"val":"saved-mentors","end":""}],
    types: placeholder as Registry['mentoring.saved']['types'],
  },
  'mentoring.api.saved.index': {
    methods: ["GET","HEAD"],
    pattern: '/api/saved-mentors',
    tokens: [{"old":"/api/saved-mentors","type":0,"val":"api","end":""},{"old":"/api/saved-mentors","type":0,"val":"saved-mentors","end":""}],
    types: placeholder as Registry['mentoring.api.saved.index']['types'],
  },
  'mentoring.api.saved.store': {
    methods: ["PUT"],
    pattern: '/api/saved-mentors/:mentorId',
    tokens: [{"old":"/api/saved-mentors/:mentorId","type":0,"val":"api","end":""},{"old":"/api/saved-mentors/:mentorId","type":0,"val":"saved-mentors","end":""},{"old":"/api/saved-mentors/:mentorId","type":1,"val":"mentorId","end":""}],
    types: placeholder as Registry['mentoring.api.saved.store']['types'],
  },
  'mentoring.api.saved.destroy': {
    methods: ["DELETE"],
    pattern: '/api/saved-mentors/:mentorId',
    tokens: [{"old":"/api/saved-mentors/:mentorId","type":0,"val":"api","end":""},{"old":"/api/saved-mentors/:mentorId","type":0,"val":"saved-mentors","end":""},{"old":"/api/saved-mentors/:mentorId","type":1,"val":"mentorId","end":""}],
    types: placeholder as Registry['mentoring.api.saved.destroy']['types'],
  },
  'mentoring.profile': {
    methods: ["GET","HEAD"],
    pattern: '/mentors/:id',
    tokens: [{"old":"/mentors/:id","type":0,"val":"mentors","end":""},{"old":"/mentors/:id","type":1,"val":"id","end":""}],
    types: placeholder as Registry['mentoring.profile']['types'],
  },
  'mentoring.api.profile.reviews': {
    methods: ["GET","HEAD"],
    pattern: '/api/mentors/:id/reviews',
    tokens: [{"old":"/api/mentors/:id/reviews","type":0,"val":"api","end":""},{"old":"/api/mentors/:id/reviews","type":0,"val":"mentors","end":""},{"old":"/api/mentors/:id/reviews","type":1,"val":"id","end":""},{"old":"/api/mentors/:id/reviews","type":0,"val":"reviews","end":""}],
    types: placeholder as Registry['mentoring.api.profile.reviews']['types'],
  },
  'mentoring.api.profile.messages': {
    methods: ["POST"],
    pattern: '/api/mentors/:id/messages',
    tokens: [{"old":"/api/mentors/:id/messages","type":0,"val":"api","end":""},{"old":"/api/mentors/:id/messages","type":0,"val":"mentors","end":""},{"old":"/api/mentors/:id/messages","type":1,"val":"id","end":""},{"old":"/api/mentors/:id/messages","type":0,"val":"messages","end":""}],
    types: placeholder as Registry['mentoring.api.profile.messages']['types'],
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
  'scheduling.settings.calendar': {
    methods: ["GET","HEAD"],
    pattern: '/settings/account/calendar',
    tokens: [{"old":"/settings/account/calendar","type":0,"val":"settings","end":""},{"old":"/settings/account/calendar","type":0,"val":"account","end":""},{"old":"/settings/account/calendar","type":0,"val":"calendar","end":""}],
    types: placeholder as Registry['scheduling.settings.calendar']['types'],
  },
  'billing.settings.payments': {
    methods: ["GET","HEAD"],
    pattern: '/settings/payments',
    tokens: [{"old":"/settings/payments","type":0,"val":"settings","end":""},{"old":"/settings/payments","type":0,"val":"payments","end":""}],
    types: placeholder as Registry['billing.settings.payments']['types'],
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
  'accounts.login': {
    methods: ["GET","HEAD"],
    pattern: '/login',
    tokens: [{"old":"/login","type":0,"val":"login","end":""}],
    types: placeholder as Registry['accounts.login']['types'],
  },
  'accounts.login.store': {
    methods: ["POST"],
    pattern: '/login',
    tokens: [{"old":"/login","type":0,"val":"login","end":""}],
    types: placeholder as Registry['accounts.login.store']['types'],
  },
  'accounts.register': {
    methods: ["GET","HEAD"],
    pattern: '/register',
    tokens: [{"old":"/register","type":0,"val":"register","end":""}],
    types: placeholder as Registry['accounts.register']['types'],
  },
  'accounts.register.store': {
    methods: ["POST"],
    pattern: '/register',
    tokens: [{"old":"/register","type":0,"val":"register","end":""}],
    types: placeholder as Registry['accounts.register.store']['types'],
  },
  'accounts.forgotPassword': {
    methods: ["GET","HEAD"],
    pattern: '/forgot-password',
    tokens: [{"old":"/forgot-password","type":0,"val":"forgot-password","end":""}],
    types: placeholder as Registry['accounts.forgotPassword']['types'],
  },
  'accounts.forgotPassword.store': {
    methods: ["POST"],
    pattern: '/forgot-password',
    tokens: [{"old":"/forgot-password","type":0,"val":"forgot-password","end":""}],
    types: placeholder as Registry['accounts.forgotPassword.store']['types'],
  },
  'accounts.verifyEmail.notice': {
    methods: ["GET","HEAD"],
    pattern: '/verify-email',
    tokens: [{"old":"/verify-email","type":0,"val":"verify-email","end":""}],
    types: placeholder as Registry['accounts.verifyEmail.notice']['types'],
  },
  'accounts.verifyEmail': {
    methods: ["GET","HEAD"],
    pattern: '/verify-email/:token',
    tokens: [{"old":"/verify-email/:token","type":0,"val":"verify-email","end":""},{"old":"/verify-email/:token","type":1,"val":"token","end":""}],
    types: placeholder as Registry['accounts.verifyEmail']['types'],
  },
  'accounts.resendVerification': {
    methods: ["GET","HEAD"],
    pattern: '/resend-verification',
    tokens: [{"old":"/resend-verification","type":0,"val":"resend-verification","end":""}],
    types: placeholder as Registry['accounts.resendVerification']['types'],
  },
  'accounts.resendVerification.store': {
    methods: ["POST"],
    pattern: '/resend-verification',
    tokens: [{"old":"/resend-verification","type":0,"val":"resend-verification","end":""}],
    types: placeholder as Registry['accounts.resendVerification.store']['types'],
  },
  'accounts.recoverPassword': {
    methods: ["GET","HEAD"],
    pattern: '/recover-password/:token',
    tokens: [{"old":"/recover-password/:token","type":0,"val":"recover-password","end":""},{"old":"/recover-password/:token","type":1,"val":"token","end":""}],
    types: placeholder as Registry['accounts.recoverPassword']['types'],
  },
  'accounts.resetPassword': {
    methods: ["GET","HEAD"],
    pattern: '/reset-password',
    tokens: [{"old":"/reset-password","type":0,"val":"reset-password","end":""}],
    types: placeholder as Registry['accounts.resetPassword']['types'],
  },
  'accounts.resetPassword.update': {
    methods: ["POST"],
    pattern: '/reset-password',
    tokens: [{"old":"/reset-password","type":0,"val":"reset-password","end":""}],
    types: placeholder as Registry['accounts.resetPassword.update']['types'],
  },
  'accounts.logout': {
    methods: ["POST"],
    pattern: '/auth/logout',
    tokens: [{"old":"/auth/logout","type":0,"val":"auth","end":""},{"old":"/auth/logout","type":0,"val":"logout","end":""}],
    types: placeholder as Registry['accounts.logout']['types'],
  },
  'api.accounts.login': {
    methods: ["POST"],
    pattern: '/api/auth/login',
    tokens: [{"old":"/api/auth/login","type":0,"val":"api","end":""},{"old":"/api/auth/login","type":0,"val":"auth","end":""},{"old":"/api/auth/login","type":0,"val":"login","end":""}],
    types: placeholder as Registry['api.accounts.login']['types'],
  },
  'api.accounts.register': {
    methods: ["POST"],
    pattern: '/api/auth/register',
    tokens: [{"old":"/api/auth/register","type":0,"val":"api","end":""},{"old":"/api/auth/register","type":0,"val":"auth","end":""},{"old":"/api/auth/register","type":0,"val":"register","end":""}],
    types: placeholder as Registry['api.accounts.register']['types'],
  },
  'api.accounts.logout': {
    methods: ["POST"],
    pattern: '/api/auth/logout',
    tokens: [{"old":"/api/auth/logout","type":0,"val":"api","end":""},{"old":"/api/auth/logout","type":0,"val":"auth","end":""},{"old":"/api/auth/logout","type":0,"val":"logout","end":""}],
    types: placeholder as Registry['api.accounts.logout']['types'],
  },
  'api.accounts.me': {
    methods: ["GET","HEAD"],
    pattern: '/api/auth/me',
    tokens: [{"old":"/api/auth/me","type":0,"val":"api","end":""},{"old":"/api/auth/me","type":0,"val":"auth","end":""},{"old":"/api/auth/me","type":0,"val":"me","end":""}],
    types: placeholder as Registry['api.accounts.me']['types'],
  },
  'api.accounts.forgotPassword': {
    methods: ["POST"],
    pattern: '/api/auth/forgot-password',
    tokens: [{"old":"/api/auth/forgot-password","type":0,"val":"api","end":""},{"old":"/api/auth/forgot-password","type":0,"val":"auth","end":""},{"old":"/api/auth/forgot-password","type":0,"val":"forgot-password","end":""}],
    types: placeholder as Registry['api.accounts.forgotPassword']['types'],
  },
  'api.accounts.resetPassword': {
    methods: ["POST"],
    pattern: '/api/auth/reset-password',
    tokens: [{"old":"/api/auth/reset-password","type":0,"val":"api","end":""},{"old":"/api/auth/reset-password","type":0,"val":"auth","end":""},{"old":"/api/auth/reset-password","type":0,"val":"reset-password","end":""}],
    types: placeholder as Registry['api.accounts.resetPassword']['types'],
  },
  'api.accounts.resendVerification': {
    methods: ["POST"],
    pattern: '/api/auth/resend-verification',
    tokens: [{"old":"/api/auth/resend-verification","type":0,"val":"api","end":""},{"old":"/api/auth/resend-verification","type":0,"val":"auth","end":""},{"old":"/api/auth/resend-verification","type":0,"val":"resend-verification","end":""}],
    types: placeholder as Registry['api.accounts.resendVerification']['types'],
  },
  'api.accounts.tokenRefresh': {
    methods: ["POST"],
    pattern: '/api/token/refresh',
    tokens: [{"old":"/api/token/refresh","type":0,"val":"api","end":""},{"old":"/api/token/refresh","type":0,"val":"token","end":""},{"old":"/api/token/refresh","type":0,"val":"refresh","end":""}],
    types: placeholder as Registry['api.accounts.tokenRefresh']['types'],
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
