import '@adonisjs/core/types/http'

type ParamValue = string | number | bigint | boolean

export type ScannedRoutes = {
  ALL: {
    'drive.fs.serve': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
    'health.live': { paramsTuple?: []; params?: {} }
    'health.ready': { paramsTuple?: []; params?: {} }
    'locale.update': { paramsTuple?: []; params?: {} }
    'pages.home': { paramsTuple?: []; params?: {} }
    'pages.about': { paramsTuple?: []; params?: {} }
    'pages.contact': { paramsTuple?: []; params?: {} }
    'pages.careers': { paramsTuple?: []; params?: {} }
    'pages.privacy': { paramsTuple?: []; params?: {} }
    'pages.cookie_policy': { paramsTuple?: []; params?: {} }
    'pages.terms_and_conditions': { paramsTuple?: []; params?: {} }
    'pages.pricing': { paramsTuple?: []; params?: {} }
    'pages.mentors': { paramsTuple?: []; params?: {} }
    'accounts.login': { paramsTuple?: []; params?: {} }
    'accounts.register': { paramsTuple?: []; params?: {} }
    'accounts.forgotPassword': { paramsTuple?: []; params?: {} }
    'accounts.onboarding': { paramsTuple?: []; params?: {} }
    'accounts.settings.profile': { paramsTuple?: []; params?: {} }
    'accounts.settings.basic': { paramsTuple?: []; params?: {} }
    'accounts.settings.account': { paramsTuple?: []; params?: {} }
    'accounts.settings.calendar': { paramsTuple?: []; params?: {} }
    'accounts.settings.payments': { paramsTuple?: []; params?: {} }
    'mentoring.matching': { paramsTuple?: []; params?: {} }
    'mentoring.saved': { paramsTuple?: []; params?: {} }
    'mentoring.settings.mentorProfile': { paramsTuple?: []; params?: {} }
    'scheduling.dashboard': { paramsTuple?: []; params?: {} }
    'scheduling.sessions': { paramsTuple?: []; params?: {} }
    'scheduling.settings.schedule': { paramsTuple?: []; params?: {} }
    'referrals.settings': { paramsTuple?: []; params?: {} }
    'admin.me': { paramsTuple?: []; params?: {} }
  }
  GET: {
    'drive.fs.serve': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
    'health.live': { paramsTuple?: []; params?: {} }
    'health.ready': { paramsTuple?: []; params?: {} }
    'pages.home': { paramsTuple?: []; params?: {} }
    'pages.about': { paramsTuple?: []; params?: {} }
    'pages.contact': { paramsTuple?: []; params?: {} }
    'pages.careers': { paramsTuple?: []; params?: {} }
    'pages.privacy': { paramsTuple?: []; params?: {} }
    'pages.cookie_policy': { paramsTuple?: []; params?: {} }
    'pages.terms_and_conditions': { paramsTuple?: []; params?: {} }
    'pages.pricing': { paramsTuple?: []; params?: {} }
    'pages.mentors': { paramsTuple?: []; params?: {} }
    'accounts.login': { paramsTuple?: []; params?: {} }
    'accounts.register': { paramsTuple?: []; params?: {} }
    'accounts.forgotPassword': { paramsTuple?: []; params?: {} }
    'accounts.onboarding': { paramsTuple?: []; params?: {} }
    'accounts.settings.profile': { paramsTuple?: []; params?: {} }
    'accounts.settings.basic': { paramsTuple?: []; params?: {} }
    'accounts.settings.account': { paramsTuple?: []; params?: {} }
    'accounts.settings.calendar': { paramsTuple?: []; params?: {} }
    'accounts.settings.payments': { paramsTuple?: []; params?: {} }
    'mentoring.matching': { paramsTuple?: []; params?: {} }
    'mentoring.saved': { paramsTuple?: []; params?: {} }
    'mentoring.settings.mentorProfile': { paramsTuple?: []; params?: {} }
    'scheduling.dashboard': { paramsTuple?: []; params?: {} }
    'scheduling.sessions': { paramsTuple?: []; params?: {} }
    'scheduling.settings.schedule': { paramsTuple?: []; params?: {} }
    'referrals.settings': { paramsTuple?: []; params?: {} }
    'admin.me': { paramsTuple?: []; params?: {} }
  }
  HEAD: {
    'drive.fs.serve': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
    'health.live': { paramsTuple?: []; params?: {} }
    'health.ready': { paramsTuple?: []; params?: {} }
    'pages.home': { paramsTuple?: []; params?: {} }
    'pages.about': { paramsTuple?: []; params?: {} }
    'pages.contact': { paramsTuple?: []; params?: {} }
    'pages.careers': { paramsTuple?: []; params?: {} }
    'pages.privacy': { paramsTuple?: []; params?: {} }
    'pages.cookie_policy': { paramsTuple?: []; params?: {} }
    'pages.terms_and_conditions': { paramsTuple?: []; params?: {} }
    'pages.pricing': { paramsTuple?: []; params?: {} }
    'pages.mentors': { paramsTuple?: []; params?: {} }
    'accounts.login': { paramsTuple?: []; params?: {} }
    'accounts.register': { paramsTuple?: []; params?: {} }
    'accounts.forgotPassword': { paramsTuple?: []; params?: {} }
    'accounts.onboarding': { paramsTuple?: []; params?: {} }
    'accounts.settings.profile': { paramsTuple?: []; params?: {} }
    'accounts.settings.basic': { paramsTuple?: []; params?: {} }
    'accounts.settings.account': { paramsTuple?: []; params?: {} }
    'accounts.settings.calendar': { paramsTuple?: []; params?: {} }
    'accounts.settings.payments': { paramsTuple?: []; params?: {} }
    'mentoring.matching': { paramsTuple?: []; params?: {} }
    'mentoring.saved': { paramsTuple?: []; params?: {} }
    'mentoring.settings.mentorProfile': { paramsTuple?: []; params?: {} }
    'scheduling.dashboard': { paramsTuple?: []; params?: {} }
    'scheduling.sessions': { paramsTuple?: []; params?: {} }
    'scheduling.settings.schedule': { paramsTuple?: []; params?: {} }
    'referrals.settings': { paramsTuple?: []; params?: {} }
    'admin.me': { paramsTuple?: []; params?: {} }
  }
  POST: {
    'locale.update': { paramsTuple?: []; params?: {} }
  }
}
declare module '@adonisjs/core/types/http' {
  export interface RoutesList extends ScannedRoutes {}
}