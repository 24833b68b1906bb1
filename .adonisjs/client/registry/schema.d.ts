/* eslint-disable prettier/prettier */
/// <reference path="../manifest.d.ts" />

import type { ExtractBody, ExtractErrorResponse, ExtractQuery, ExtractQueryForGet, ExtractResponse } from '@tuyau/core/types'
import type { InferInput, SimpleError } from '@vinejs/vine/types'

export type ParamValue = string | number | bigint | boolean

export interface Registry {
  'drive.fs.serve': {
    methods: ["GET","HEAD"]
    pattern: '/uploads/*'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { '*': ParamValue[] }
      query: {}
      response: unknown
      errorResponse: unknown
    }
  }
  'event_stream': {
    methods: ["GET","HEAD"]
    pattern: '/__transmit/events'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: unknown
      errorResponse: unknown
    }
  }
  'subscribe': {
    methods: ["POST"]
    pattern: '/__transmit/subscribe'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: unknown
      errorResponse: unknown
    }
  }
  'unsubscribe': {
    methods: ["POST"]
    pattern: '/__transmit/unsubscribe'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: unknown
      errorResponse: unknown
    }
  }
  'health.live': {
    methods: ["GET","HEAD"]
    pattern: '/health/live'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#app/core/controllers/health_controller').default['live']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/core/controllers/health_controller').default['live']>>>
    }
  }
  'health.ready': {
    methods: ["GET","HEAD"]
    pattern: '/health/ready'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#app/core/controllers/health_controller').default['ready']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/core/controllers/health_controller').default['ready']>>>
    }
  }
  'locale.update': {
    methods: ["POST"]
    pattern: '/locale'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#app/core/controllers/locale_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/core/controllers/locale_controller').default['update']>>>
    }
  }
  'core.messages': {
    methods: ["GET","HEAD"]
    pattern: '/i18n/:locale'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { locale: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#app/core/controllers/locale_controller').default['messages']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/core/controllers/locale_controller').default['messages']>>>
    }
  }
  'pages.about': {
    methods: ["GET","HEAD"]
    pattern: '/about'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#app/core/controllers/pages_controller').default['about']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/core/controllers/pages_controller').default['about']>>>
    }
  }
  'pages.careers': {
    methods: ["GET","HEAD"]
    pattern: '/careers'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#app/core/controllers/pages_controller').default['careers']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/core/controllers/pages_controller').default['careers']>>>
    }
  }
  'pages.privacy': {
    methods: ["GET","HEAD"]
    pattern: '/privacy'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#app/core/controllers/pages_controller').default['privacy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/core/controllers/pages_controller').default['privacy']>>>
    }
  }
  'pages.cookie_policy': {
    methods: ["GET","HEAD"]
    pattern: '/cookie-policy'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#app/core/controllers/pages_controller').default['cookiePolicy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/core/controllers/pages_controller').default['cookiePolicy']>>>
    }
  }
  'pages.terms_and_conditions': {
    methods: ["GET","HEAD"]
    pattern: '/terms-and-conditions'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#app/core/controllers/pages_controller').default['terms']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/core/controllers/pages_controller').default['terms']>>>
    }
  }
  'pages.contact': {
    methods: ["GET","HEAD"]
    pattern: '/contact'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#app/core/controllers/contact_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/core/controllers/contact_controller').default['show']>>>
    }
  }
  'core.api.contact': {
    methods: ["POST"]
    pattern: '/api/contact'
    types: {
      body: ExtractBody<InferInput<(typeof import('#core/validators/contact').contactValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#core/validators/contact').contactValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#app/core/controllers/contact_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/core/controllers/contact_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'seo.sitemap': {
    methods: ["GET","HEAD"]
    pattern: '/sitemap.xml'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#app/core/controllers/seo_controller').default['sitemap']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/core/controllers/seo_controller').default['sitemap']>>>
    }
  }
  'seo.robots': {
    methods: ["GET","HEAD"]
    pattern: '/robots.txt'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#app/core/controllers/seo_controller').default['robots']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/core/controllers/seo_controller').default['robots']>>>
    }
  }
  'docs.openapi': {
    methods: ["GET","HEAD"]
    pattern: '/api/openapi.json'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#app/core/controllers/docs_controller').default['openapi']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/core/controllers/docs_controller').default['openapi']>>>
    }
  }
  'core.build_version': {
    methods: ["GET","HEAD"]
    pattern: '/api/build-version'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#app/core/controllers/build_version_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/core/controllers/build_version_controller').default['show']>>>
    }
  }
  'accounts.login': {
    methods: ["GET","HEAD"]
    pattern: '/login'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#app/accounts/controllers/session_controller').default['create']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/accounts/controllers/session_controller').default['create']>>>
    }
  }
  'accounts.login.store': {
    methods: ["POST"]
    pattern: '/login'
    types: {
      body: ExtractBody<InferInput<(typeof import('#accounts/validators/auth').loginValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#accounts/validators/auth').loginValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#app/accounts/controllers/session_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/accounts/controllers/session_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'accounts.register': {
    methods: ["GET","HEAD"]
    pattern: '/register'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#app/accounts/controllers/register_controller').default['create']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/accounts/controllers/register_controller').default['create']>>>
    }
  }
  'accounts.register.store': {
    methods: ["POST"]
    pattern: '/register'
    types: {
      body: ExtractBody<InferInput<(typeof import('#accounts/validators/auth').registerValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#accounts/validators/auth').registerValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#app/accounts/controllers/register_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/accounts/controllers/register_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'accounts.forgotPassword': {
    methods: ["GET","HEAD"]
    pattern: '/forgot-password'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#app/accounts/controllers/password_reset_controller').default['create']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/accounts/controllers/password_reset_controller').default['create']>>>
    }
  }
  'accounts.forgotPassword.store': {
    methods: ["POST"]
    pattern: '/forgot-password'
    types: {
      body: ExtractBody<InferInput<(typeof import('#accounts/validators/auth').emailOnlyValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#accounts/validators/auth').emailOnlyValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#app/accounts/controllers/password_reset_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/accounts/controllers/password_reset_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'accounts.verifyEmail.notice': {
    methods: ["GET","HEAD"]
    pattern: '/verify-email'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#app/accounts/controllers/email_verification_controller').default['notice']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/accounts/controllers/email_verification_controller').default['notice']>>>
    }
  }
  'accounts.verifyEmail': {
    methods: ["GET","HEAD"]
    pattern: '/verify-email/:token'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { token: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#app/accounts/controllers/email_verification_controller').default['verify']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/accounts/controllers/email_verification_controller').default['verify']>>>
    }
  }
  'accounts.resendVerification': {
    methods: ["GET","HEAD"]
    pattern: '/resend-verification'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#app/accounts/controllers/email_verification_controller').default['create']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/accounts/controllers/email_verification_controller').default['create']>>>
    }
  }
  'accounts.resendVerification.store': {
    methods: ["POST"]
    pattern: '/resend-verification'
    types: {
      body: ExtractBody<InferInput<(typeof import('#accounts/validators/auth').emailOnlyValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#accounts/validators/auth').emailOnlyValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#app/accounts/controllers/email_verification_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/accounts/controllers/email_verification_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'accounts.recoverPassword': {
    methods: ["GET","HEAD"]
    pattern: '/recover-password/:token'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { token: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#app/accounts/controllers/password_reset_controller').default['edit']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/accounts/controllers/password_reset_controller').default['edit']>>>
    }
  }
  'accounts.resetPassword': {
    methods: ["GET","HEAD"]
    pattern: '/reset-password'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#app/accounts/controllers/password_reset_controller').default['editFromQuery']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/accounts/controllers/password_reset_controller').default['editFromQuery']>>>
    }
  }
  'accounts.resetPassword.update': {
    methods: ["POST"]
    pattern: '/reset-password'
    types: {
      body: ExtractBody<InferInput<(typeof import('#accounts/validators/auth').resetPasswordFormValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#accounts/validators/auth').resetPasswordFormValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#app/accounts/controllers/password_reset_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/accounts/controllers/password_reset_controller').default['update']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'accounts.logout': {
    methods: ["POST"]
    pattern: '/auth/logout'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#app/accounts/controllers/session_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/accounts/controllers/session_controller').default['destroy']>>>
    }
  }
  'api.accounts.login': {
    methods: ["POST"]
    pattern: '/api/auth/login'
    types: {
      body: ExtractBody<InferInput<(typeof import('#accounts/validators/auth').loginValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#accounts/validators/auth').loginValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#app/accounts/controllers/api_auth_controller').default['login']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/accounts/controllers/api_auth_controller').default['login']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.accounts.register': {
    methods: ["POST"]
    pattern: '/api/auth/register'
    types: {
      body: ExtractBody<InferInput<(typeof import('#accounts/validators/auth').registerValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#accounts/validators/auth').registerValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#app/accounts/controllers/api_auth_controller').default['register']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/accounts/controllers/api_auth_controller').default['register']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.accounts.logout': {
    methods: ["POST"]
    pattern: '/api/auth/logout'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#app/accounts/controllers/api_auth_controller').default['logout']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/accounts/controllers/api_auth_controller').default['logout']>>>
    }
  }
  'api.accounts.me': {
    methods: ["GET","HEAD"]
    pattern: '/api/auth/me'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#app/accounts/controllers/api_auth_controller').default['me']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/accounts/controllers/api_auth_controller').default['me']>>>
    }
  }
  'api.accounts.forgotPassword': {
    methods: ["POST"]
    pattern: '/api/auth/forgot-password'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#app/accounts/controllers/api_auth_controller').default['forgotPassword']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/accounts/controllers/api_auth_controller').default['forgotPassword']>>>
    }
  }
  'api.accounts.resetPassword': {
    methods: ["POST"]
    pattern: '/api/auth/reset-password'
    types: {
      body: ExtractBody<InferInput<(typeof import('#accounts/validators/auth').resetPasswordApiValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#accounts/validators/auth').resetPasswordApiValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#app/accounts/controllers/api_auth_controller').default['resetPassword']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/accounts/controllers/api_auth_controller').default['resetPassword']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.accounts.resendVerification': {
    methods: ["POST"]
    pattern: '/api/auth/resend-verification'
    types: {
      body: ExtractBody<InferInput<(typeof import('#accounts/validators/auth').emailOnlyValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#accounts/validators/auth').emailOnlyValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#app/accounts/controllers/api_auth_controller').default['resendVerification']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/accounts/controllers/api_auth_controller').default['resendVerification']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.accounts.tokenRefresh': {
    methods: ["POST"]
    pattern: '/api/token/refresh'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#app/accounts/controllers/token_refresh_controller').default['refresh']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/accounts/controllers/token_refresh_controller').default['refresh']>>>
    }
  }
  'accounts.social.googleRedirect': {
    methods: ["GET","HEAD"]
    pattern: '/auth/google/redirect'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#app/accounts/controllers/social_auth_controller').default['googleRedirect']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/accounts/controllers/social_auth_controller').default['googleRedirect']>>>
    }
  }
  'accounts.social.linkedinRedirect': {
    methods: ["GET","HEAD"]
    pattern: '/auth/linkedin/redirect'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#app/accounts/controllers/social_auth_controller').default['linkedinRedirect']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/accounts/controllers/social_auth_controller').default['linkedinRedirect']>>>
    }
  }
  'accounts.social.googleCallback': {
    methods: ["GET","HEAD"]
    pattern: '/auth/google/callback/*'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { '*': ParamValue[] }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#app/accounts/controllers/social_auth_controller').default['googleCallback']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/accounts/controllers/social_auth_controller').default['googleCallback']>>>
    }
  }
  'accounts.social.linkedinCallback': {
    methods: ["GET","HEAD"]
    pattern: '/auth/linkedin'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#app/accounts/controllers/social_auth_controller').default['linkedinCallback']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/accounts/controllers/social_auth_controller').default['linkedinCallback']>>>
    }
  }
  'accounts.onboarding': {
    methods: ["GET","HEAD"]
    pattern: '/onboarding'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#app/accounts/controllers/onboarding_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/accounts/controllers/onboarding_controller').default['show']>>>
    }
  }
  'accounts.onboarding.tour': {
    methods: ["POST"]
    pattern: '/onboarding/tour'
    types: {
      body: ExtractBody<InferInput<(typeof import('#accounts/validators/onboarding').tourValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#accounts/validators/onboarding').tourValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#app/accounts/controllers/onboarding_controller').default['tour']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/accounts/controllers/onboarding_controller').default['tour']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'accounts.onboarding.save': {
    methods: ["POST"]
    pattern: '/onboarding/:step'
    types: {
      body: ExtractBody<InferInput<(typeof import('#accounts/validators/onboarding').onboardingValidators)>>
      paramsTuple: [ParamValue]
      params: { step: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#accounts/validators/onboarding').onboardingValidators)>>
      response: ExtractResponse<Awaited<ReturnType<import('#app/accounts/controllers/onboarding_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/accounts/controllers/onboarding_controller').default['update']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'accounts.settings': {
    methods: ["GET","HEAD"]
    pattern: '/settings'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: unknown
      errorResponse: unknown
    }
  }
  'accounts.settings.profile': {
    methods: ["GET","HEAD"]
    pattern: '/settings/profile'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: unknown
      errorResponse: unknown
    }
  }
  'accounts.settings.basic': {
    methods: ["GET","HEAD"]
    pattern: '/settings/profile/basic'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#app/accounts/controllers/profile_settings_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/accounts/controllers/profile_settings_controller').default['show']>>>
    }
  }
  'accounts.settings.account': {
    methods: ["GET","HEAD"]
    pattern: '/settings/account/account'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#app/accounts/controllers/account_settings_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/accounts/controllers/account_settings_controller').default['show']>>>
    }
  }
  'accounts.settings.account.update': {
    methods: ["PUT"]
    pattern: '/settings/account/account'
    types: {
      body: ExtractBody<InferInput<(typeof import('#accounts/validators/account').accountValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#accounts/validators/account').accountValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#app/accounts/controllers/account_settings_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/accounts/controllers/account_settings_controller').default['update']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'accounts.settings.notifications': {
    methods: ["GET","HEAD"]
    pattern: '/settings/account/notifications'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#app/accounts/controllers/notification_settings_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/accounts/controllers/notification_settings_controller').default['show']>>>
    }
  }
  'accounts.settings.notifications.update': {
    methods: ["PUT"]
    pattern: '/settings/account/notifications'
    types: {
      body: ExtractBody<InferInput<(typeof import('#accounts/validators/account').emailPreferencesValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#accounts/validators/account').emailPreferencesValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#app/accounts/controllers/notification_settings_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/accounts/controllers/notification_settings_controller').default['update']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'accounts.settings.privacy': {
    methods: ["GET","HEAD"]
    pattern: '/settings/account/privacy'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#app/accounts/controllers/privacy_settings_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/accounts/controllers/privacy_settings_controller').default['show']>>>
    }
  }
  'accounts.settings.privacy.delete': {
    methods: ["POST"]
    pattern: '/settings/account/privacy/delete'
    types: {
      body: ExtractBody<InferInput<(typeof import('#accounts/validators/account_deletion').accountDeletionValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#accounts/validators/account_deletion').accountDeletionValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#app/accounts/controllers/account_deletion_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/accounts/controllers/account_deletion_controller').default['destroy']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'accounts.settings.privacy.confirm': {
    methods: ["GET","HEAD"]
    pattern: '/settings/account/privacy/confirm/:provider'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { provider: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#app/accounts/controllers/account_deletion_controller').default['confirmWithProvider']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/accounts/controllers/account_deletion_controller').default['confirmWithProvider']>>>
    }
  }
  'accounts.dataExport.store': {
    methods: ["POST"]
    pattern: '/settings/account/privacy/data-export'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#app/accounts/controllers/data_export_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/accounts/controllers/data_export_controller').default['store']>>>
    }
  }
  'accounts.dataExport.download': {
    methods: ["GET","HEAD"]
    pattern: '/settings/account/privacy/data-export/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#app/accounts/controllers/data_export_controller').default['download']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/accounts/controllers/data_export_controller').default['download']>>>
    }
  }
  'api.users.profile': {
    methods: ["PUT"]
    pattern: '/api/users/profile'
    types: {
      body: ExtractBody<InferInput<(typeof import('#accounts/validators/profile').profileValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#accounts/validators/profile').profileValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#app/accounts/controllers/api_profile_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/accounts/controllers/api_profile_controller').default['update']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.users.profile.image.store': {
    methods: ["POST"]
    pattern: '/api/users/profile/image'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#app/accounts/controllers/profile_image_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/accounts/controllers/profile_image_controller').default['store']>>>
    }
  }
  'api.users.profile.image.destroy': {
    methods: ["DELETE"]
    pattern: '/api/users/profile/image'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#app/accounts/controllers/profile_image_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/accounts/controllers/profile_image_controller').default['destroy']>>>
    }
  }
  'dev.mailbox.index': {
    methods: ["GET","HEAD"]
    pattern: '/dev/mailbox'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#core/controllers/dev_mailbox_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#core/controllers/dev_mailbox_controller').default['index']>>>
    }
  }
  'dev.mailbox.show': {
    methods: ["GET","HEAD"]
    pattern: '/dev/mailbox/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#core/controllers/dev_mailbox_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#core/controllers/dev_mailbox_controller').default['show']>>>
    }
  }
  'mentoring.matching': {
    methods: ["GET","HEAD"]
    pattern: '/mentors/matching'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#app/mentoring/controllers/matching_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/mentoring/controllers/matching_controller').default['show']>>>
    }
  }
  'mentoring.matching.search': {
    methods: ["POST"]
    pattern: '/api/matching/search'
    types: {
      body: ExtractBody<InferInput<(typeof import('#mentoring/validators/matching').searchValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#mentoring/validators/matching').searchValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#app/mentoring/controllers/matching_controller').default['search']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/mentoring/controllers/matching_controller').default['search']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'mentoring.matching.quick': {
    methods: ["POST"]
    pattern: '/api/matching/quick'
    types: {
      body: ExtractBody<InferInput<(typeof import('#mentoring/validators/matching').quickMatchValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#mentoring/validators/matching').quickMatchValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#app/mentoring/controllers/matching_controller').default['quick']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/mentoring/controllers/matching_controller').default['quick']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'mentoring.matching.preferences.index': {
    methods: ["GET","HEAD"]
    pattern: '/api/matching/preferences'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#app/mentoring/controllers/matching_preferences_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/mentoring/controllers/matching_preferences_controller').default['index']>>>
    }
  }
  'mentoring.matching.preferences.store': {
    methods: ["POST"]
    pattern: '/api/matching/preferences'
    types: {
      body: ExtractBody<InferInput<(typeof import('#mentoring/validators/matching').savePreferenceValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#mentoring/validators/matching').savePreferenceValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#app/mentoring/controllers/matching_preferences_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/mentoring/controllers/matching_preferences_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'mentoring.matching.preferences.show': {
    methods: ["GET","HEAD"]
    pattern: '/api/matching/preferences/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#app/mentoring/controllers/matching_preferences_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/mentoring/controllers/matching_preferences_controller').default['show']>>>
    }
  }
  'mentoring.matching.preferences.destroy': {
    methods: ["DELETE"]
    pattern: '/api/matching/preferences/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#app/mentoring/controllers/matching_preferences_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/mentoring/controllers/matching_preferences_controller').default['destroy']>>>
    }
  }
  'mentoring.matching.requests.store': {
    methods: ["POST"]
    pattern: '/api/matching/requests'
    types: {
      body: ExtractBody<InferInput<(typeof import('#mentoring/validators/matching').matchingRequestValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#mentoring/validators/matching').matchingRequestValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#app/mentoring/controllers/matching_requests_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/mentoring/controllers/matching_requests_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'mentoring.settings.mentorProfile': {
    methods: ["GET","HEAD"]
    pattern: '/settings/profile/mentor'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#app/mentoring/controllers/mentor_settings_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/mentoring/controllers/mentor_settings_controller').default['show']>>>
    }
  }
  'mentoring.api.mentorProfile.update': {
    methods: ["PUT"]
    pattern: '/api/mentor-profile'
    types: {
      body: ExtractBody<InferInput<(typeof import('#mentoring/validators/mentor_profile').mentorProfileValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#mentoring/validators/mentor_profile').mentorProfileValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#app/mentoring/controllers/mentor_settings_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/mentoring/controllers/mentor_settings_controller').default['update']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'mentoring.settings.resume': {
    methods: ["POST"]
    pattern: '/settings/profile/mentor/available'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#app/mentoring/controllers/mentor_pause_controller').default['resume']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/mentoring/controllers/mentor_pause_controller').default['resume']>>>
    }
  }
  'mentoring.applications.show': {
    methods: ["GET","HEAD"]
    pattern: '/become-a-mentor'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#app/mentoring/controllers/mentor_applications_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/mentoring/controllers/mentor_applications_controller').default['show']>>>
    }
  }
  'mentoring.api.applications.store': {
    methods: ["POST"]
    pattern: '/api/mentor-applications'
    types: {
      body: ExtractBody<InferInput<(typeof import('#mentoring/validators/mentor_application').mentorApplicationValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#mentoring/validators/mentor_application').mentorApplicationValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#app/mentoring/controllers/mentor_applications_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/mentoring/controllers/mentor_applications_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'pages.home': {
    methods: ["GET","HEAD"]
    pattern: '/'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#app/mentoring/controllers/home_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/mentoring/controllers/home_controller').default['show']>>>
    }
  }
  'mentoring.mentors': {
    methods: ["GET","HEAD"]
    pattern: '/mentors'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#app/mentoring/controllers/mentors_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/mentoring/controllers/mentors_controller').default['index']>>>
    }
  }
  'mentoring.api.mentors': {
    methods: ["GET","HEAD"]
    pattern: '/api/mentors'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: ExtractQueryForGet<InferInput<(typeof import('#mentoring/validators/catalogue').catalogueQueryValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#app/mentoring/controllers/mentors_controller').default['search']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/mentoring/controllers/mentors_controller').default['search']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'mentoring.saved': {
    methods: ["GET","HEAD"]
    pattern: '/saved-mentors'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#app/mentoring/controllers/saved_mentors_controller').default['page']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/mentoring/controllers/saved_mentors_controller').default['page']>>>
    }
  }
  'mentoring.api.saved.index': {
    methods: ["GET","HEAD"]
    pattern: '/api/saved-mentors'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#app/mentoring/controllers/saved_mentors_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/mentoring/controllers/saved_mentors_controller').default['index']>>>
    }
  }
  'mentoring.api.saved.store': {
    methods: ["PUT"]
    pattern: '/api/saved-mentors/:mentorId'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { mentorId: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#app/mentoring/controllers/saved_mentors_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/mentoring/controllers/saved_mentors_controller').default['store']>>>
    }
  }
  'mentoring.api.saved.destroy': {
    methods: ["DELETE"]
    pattern: '/api/saved-mentors/:mentorId'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { mentorId: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#app/mentoring/controllers/saved_mentors_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/mentoring/controllers/saved_mentors_controller').default['destroy']>>>
    }
  }
  'mentoring.profile': {
    methods: ["GET","HEAD"]
    pattern: '/mentors/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#app/mentoring/controllers/mentor_profiles_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/mentoring/controllers/mentor_profiles_controller').default['show']>>>
    }
  }
  'mentoring.api.profile.reviews': {
    methods: ["GET","HEAD"]
    pattern: '/api/mentors/:id/reviews'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQueryForGet<InferInput<(typeof import('#mentoring/validators/mentor_reviews').reviewsQueryValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#app/mentoring/controllers/mentor_profiles_controller').default['reviews']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/mentoring/controllers/mentor_profiles_controller').default['reviews']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'mentoring.conversations': {
    methods: ["GET","HEAD"]
    pattern: '/messages'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: ExtractQueryForGet<InferInput<(typeof import('#mentoring/validators/conversations').summariesQueryValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#app/mentoring/controllers/conversations_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/mentoring/controllers/conversations_controller').default['index']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'mentoring.conversations.with': {
    methods: ["GET","HEAD"]
    pattern: '/messages/with/:userId'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { userId: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#app/mentoring/controllers/conversations_controller').default['with']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/mentoring/controllers/conversations_controller').default['with']>>>
    }
  }
  'mentoring.conversations.show': {
    methods: ["GET","HEAD"]
    pattern: '/messages/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#app/mentoring/controllers/conversations_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/mentoring/controllers/conversations_controller').default['show']>>>
    }
  }
  'mentoring.api.conversations.store': {
    methods: ["POST"]
    pattern: '/api/conversations'
    types: {
      body: ExtractBody<InferInput<(typeof import('#mentoring/validators/conversations').newConversationValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#mentoring/validators/conversations').newConversationValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#app/mentoring/controllers/conversation_messages_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/mentoring/controllers/conversation_messages_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'mentoring.api.conversations.unread': {
    methods: ["GET","HEAD"]
    pattern: '/api/conversations/unread'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#app/mentoring/controllers/conversation_messages_controller').default['unread']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/mentoring/controllers/conversation_messages_controller').default['unread']>>>
    }
  }
  'mentoring.api.conversations.messages': {
    methods: ["GET","HEAD"]
    pattern: '/api/conversations/:id/messages'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQueryForGet<InferInput<(typeof import('#mentoring/validators/conversations').historyQueryValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#app/mentoring/controllers/conversation_messages_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/mentoring/controllers/conversation_messages_controller').default['index']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'mentoring.api.conversations.send': {
    methods: ["POST"]
    pattern: '/api/conversations/:id/messages'
    types: {
      body: ExtractBody<InferInput<(typeof import('#mentoring/validators/conversations').messageValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#mentoring/validators/conversations').messageValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#app/mentoring/controllers/conversation_messages_controller').default['send']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/mentoring/controllers/conversation_messages_controller').default['send']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'mentoring.api.conversations.read': {
    methods: ["POST"]
    pattern: '/api/conversations/:id/read'
    types: {
      body: ExtractBody<InferInput<(typeof import('#mentoring/validators/conversations').readValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#mentoring/validators/conversations').readValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#app/mentoring/controllers/conversation_messages_controller').default['read']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/mentoring/controllers/conversation_messages_controller').default['read']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'mentoring.api.conversations.block': {
    methods: ["POST"]
    pattern: '/api/conversations/:id/block'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#app/mentoring/controllers/conversation_safety_controller').default['block']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/mentoring/controllers/conversation_safety_controller').default['block']>>>
    }
  }
  'mentoring.api.conversations.unblock': {
    methods: ["DELETE"]
    pattern: '/api/conversations/:id/block'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#app/mentoring/controllers/conversation_safety_controller').default['unblock']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/mentoring/controllers/conversation_safety_controller').default['unblock']>>>
    }
  }
  'mentoring.api.conversations.report': {
    methods: ["POST"]
    pattern: '/api/conversations/:id/report'
    types: {
      body: ExtractBody<InferInput<(typeof import('#mentoring/validators/conversations').reportValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#mentoring/validators/conversations').reportValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#app/mentoring/controllers/conversation_safety_controller').default['report']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/mentoring/controllers/conversation_safety_controller').default['report']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'scheduling.book': {
    methods: ["GET","HEAD"]
    pattern: '/mentors/:id/sessions/new'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#app/scheduling/controllers/booking_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/scheduling/controllers/booking_controller').default['show']>>>
    }
  }
  'scheduling.sessions': {
    methods: ["GET","HEAD"]
    pattern: '/dashboard/sessions'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: ExtractQueryForGet<InferInput<(typeof import('#scheduling/validators/sessions').listValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#app/scheduling/controllers/sessions_controller').default['page']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/scheduling/controllers/sessions_controller').default['page']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'scheduling.api.slots': {
    methods: ["GET","HEAD"]
    pattern: '/api/mentors/:id/slots'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQueryForGet<InferInput<(typeof import('#scheduling/validators/sessions').slotsValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#app/scheduling/controllers/booking_controller').default['slots']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/scheduling/controllers/booking_controller').default['slots']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'scheduling.api.book': {
    methods: ["POST"]
    pattern: '/api/mentors/:id/sessions'
    types: {
      body: ExtractBody<InferInput<(typeof import('#scheduling/validators/sessions').bookingValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#scheduling/validators/sessions').bookingValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#app/scheduling/controllers/booking_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/scheduling/controllers/booking_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'scheduling.api.joinWaitingLine': {
    methods: ["POST"]
    pattern: '/api/mentors/:id/waiting-line'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#app/scheduling/controllers/waiting_line_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/scheduling/controllers/waiting_line_controller').default['store']>>>
    }
  }
  'scheduling.api.leaveWaitingLine': {
    methods: ["DELETE"]
    pattern: '/api/mentors/:id/waiting-line'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#app/scheduling/controllers/waiting_line_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/scheduling/controllers/waiting_line_controller').default['destroy']>>>
    }
  }
  'scheduling.api.sessions.index': {
    methods: ["GET","HEAD"]
    pattern: '/api/sessions'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: ExtractQueryForGet<InferInput<(typeof import('#scheduling/validators/sessions').listValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#app/scheduling/controllers/sessions_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/scheduling/controllers/sessions_controller').default['index']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'scheduling.api.sessions.show': {
    methods: ["GET","HEAD"]
    pattern: '/api/sessions/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#app/scheduling/controllers/sessions_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/scheduling/controllers/sessions_controller').default['show']>>>
    }
  }
  'scheduling.api.sessions.slots': {
    methods: ["GET","HEAD"]
    pattern: '/api/sessions/:id/slots'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#app/scheduling/controllers/sessions_controller').default['slots']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/scheduling/controllers/sessions_controller').default['slots']>>>
    }
  }
  'scheduling.api.sessions.confirm': {
    methods: ["POST"]
    pattern: '/api/sessions/:id/confirm'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#app/scheduling/controllers/session_actions_controller').default['confirm']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/scheduling/controllers/session_actions_controller').default['confirm']>>>
    }
  }
  'scheduling.api.sessions.cancel': {
    methods: ["POST"]
    pattern: '/api/sessions/:id/cancel'
    types: {
      body: ExtractBody<InferInput<(typeof import('#scheduling/validators/sessions').cancelValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#scheduling/validators/sessions').cancelValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#app/scheduling/controllers/session_actions_controller').default['cancel']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/scheduling/controllers/session_actions_controller').default['cancel']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'scheduling.api.sessions.reschedule': {
    methods: ["POST"]
    pattern: '/api/sessions/:id/reschedule'
    types: {
      body: ExtractBody<InferInput<(typeof import('#scheduling/validators/sessions').rescheduleValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#scheduling/validators/sessions').rescheduleValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#app/scheduling/controllers/session_actions_controller').default['reschedule']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/scheduling/controllers/session_actions_controller').default['reschedule']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'scheduling.api.sessions.confirmReschedule': {
    methods: ["POST"]
    pattern: '/api/sessions/:id/reschedule/confirm'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#app/scheduling/controllers/session_actions_controller').default['confirmReschedule']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/scheduling/controllers/session_actions_controller').default['confirmReschedule']>>>
    }
  }
  'scheduling.api.sessions.declineReschedule': {
    methods: ["POST"]
    pattern: '/api/sessions/:id/reschedule/decline'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#app/scheduling/controllers/session_actions_controller').default['declineReschedule']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/scheduling/controllers/session_actions_controller').default['declineReschedule']>>>
    }
  }
  'scheduling.api.sessions.meetingLink': {
    methods: ["PUT"]
    pattern: '/api/sessions/:id/meeting-link'
    types: {
      body: ExtractBody<InferInput<(typeof import('#scheduling/validators/sessions').meetingLinkValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#scheduling/validators/sessions').meetingLinkValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#app/scheduling/controllers/session_actions_controller').default['meetingLink']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/scheduling/controllers/session_actions_controller').default['meetingLink']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'scheduling.api.sessions.notes': {
    methods: ["PUT"]
    pattern: '/api/sessions/:id/notes'
    types: {
      body: ExtractBody<InferInput<(typeof import('#scheduling/validators/sessions').noteValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#scheduling/validators/sessions').noteValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#app/scheduling/controllers/session_notes_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/scheduling/controllers/session_notes_controller').default['update']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'scheduling.api.sessions.feedback': {
    methods: ["POST"]
    pattern: '/api/sessions/:id/feedback'
    types: {
      body: ExtractBody<InferInput<(typeof import('#scheduling/validators/sessions').feedbackValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#scheduling/validators/sessions').feedbackValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#app/scheduling/controllers/session_feedback_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/scheduling/controllers/session_feedback_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'scheduling.api.sessions.noShow': {
    methods: ["POST"]
    pattern: '/api/sessions/:id/no-show'
    types: {
      body: ExtractBody<InferInput<(typeof import('#scheduling/validators/sessions').noShowValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#scheduling/validators/sessions').noShowValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#app/scheduling/controllers/session_no_shows_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/scheduling/controllers/session_no_shows_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'scheduling.api.sessions.disputeNoShow': {
    methods: ["POST"]
    pattern: '/api/sessions/:id/no-show/dispute'
    types: {
      body: ExtractBody<InferInput<(typeof import('#scheduling/validators/sessions').noShowValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#scheduling/validators/sessions').noShowValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#app/scheduling/controllers/session_no_shows_controller').default['dispute']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/scheduling/controllers/session_no_shows_controller').default['dispute']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'scheduling.dashboard': {
    methods: ["GET","HEAD"]
    pattern: '/dashboard'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#app/scheduling/controllers/dashboard_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/scheduling/controllers/dashboard_controller').default['show']>>>
    }
  }
  'scheduling.settings.schedule': {
    methods: ["GET","HEAD"]
    pattern: '/settings/profile/schedule'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#app/scheduling/controllers/schedule_settings_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/scheduling/controllers/schedule_settings_controller').default['show']>>>
    }
  }
  'scheduling.api.schedule.index': {
    methods: ["GET","HEAD"]
    pattern: '/api/schedule'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#app/scheduling/controllers/schedule_settings_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/scheduling/controllers/schedule_settings_controller').default['index']>>>
    }
  }
  'scheduling.api.schedule.weekly': {
    methods: ["PUT"]
    pattern: '/api/schedule/weekly'
    types: {
      body: ExtractBody<InferInput<(typeof import('#scheduling/validators/schedule').weeklyScheduleValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#scheduling/validators/schedule').weeklyScheduleValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#app/scheduling/controllers/schedule_settings_controller').default['updateWeekly']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/scheduling/controllers/schedule_settings_controller').default['updateWeekly']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'scheduling.api.schedule.preview': {
    methods: ["GET","HEAD"]
    pattern: '/api/schedule/preview'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#app/scheduling/controllers/schedule_settings_controller').default['preview']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/scheduling/controllers/schedule_settings_controller').default['preview']>>>
    }
  }
  'scheduling.api.schedule.exceptions.store': {
    methods: ["POST"]
    pattern: '/api/schedule/exceptions'
    types: {
      body: ExtractBody<InferInput<(typeof import('#scheduling/validators/schedule').scheduleExceptionValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#scheduling/validators/schedule').scheduleExceptionValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#app/scheduling/controllers/schedule_settings_controller').default['storeException']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/scheduling/controllers/schedule_settings_controller').default['storeException']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'scheduling.api.schedule.exceptions.update': {
    methods: ["PUT"]
    pattern: '/api/schedule/exceptions/:id'
    types: {
      body: ExtractBody<InferInput<(typeof import('#scheduling/validators/schedule').scheduleExceptionValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#scheduling/validators/schedule').scheduleExceptionValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#app/scheduling/controllers/schedule_settings_controller').default['updateException']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/scheduling/controllers/schedule_settings_controller').default['updateException']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'scheduling.api.schedule.exceptions.destroy': {
    methods: ["DELETE"]
    pattern: '/api/schedule/exceptions/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#app/scheduling/controllers/schedule_settings_controller').default['destroyException']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/scheduling/controllers/schedule_settings_controller').default['destroyException']>>>
    }
  }
  'scheduling.settings.calendar': {
    methods: ["GET","HEAD"]
    pattern: '/settings/account/calendar'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#app/scheduling/controllers/calendar_settings_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/scheduling/controllers/calendar_settings_controller').default['show']>>>
    }
  }
  'scheduling.settings.calendar.connect': {
    methods: ["GET","HEAD"]
    pattern: '/settings/account/calendar/connect'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#app/scheduling/controllers/calendar_settings_controller').default['connect']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/scheduling/controllers/calendar_settings_controller').default['connect']>>>
    }
  }
  'scheduling.settings.calendar.callback': {
    methods: ["GET","HEAD"]
    pattern: '/settings/account/calendar/callback'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#app/scheduling/controllers/calendar_settings_controller').default['callback']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/scheduling/controllers/calendar_settings_controller').default['callback']>>>
    }
  }
  'scheduling.settings.calendar.disconnect': {
    methods: ["DELETE"]
    pattern: '/settings/account/calendar'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#app/scheduling/controllers/calendar_settings_controller').default['disconnect']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/scheduling/controllers/calendar_settings_controller').default['disconnect']>>>
    }
  }
  'scheduling.settings.calendar.disconnectPost': {
    methods: ["POST"]
    pattern: '/settings/account/calendar/disconnect'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#app/scheduling/controllers/calendar_settings_controller').default['disconnect']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/scheduling/controllers/calendar_settings_controller').default['disconnect']>>>
    }
  }
  'scheduling.outcomes.answer': {
    methods: ["GET","HEAD"]
    pattern: '/outcomes/:id/:answer'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { id: ParamValue; answer: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#app/scheduling/controllers/session_outcomes_controller').default['answer']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/scheduling/controllers/session_outcomes_controller').default['answer']>>>
    }
  }
  'scheduling.outcomes.show': {
    methods: ["GET","HEAD"]
    pattern: '/outcomes/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#app/scheduling/controllers/session_outcomes_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/scheduling/controllers/session_outcomes_controller').default['show']>>>
    }
  }
  'scheduling.outcomes.update': {
    methods: ["PUT"]
    pattern: '/outcomes/:id'
    types: {
      body: ExtractBody<InferInput<(typeof import('#scheduling/validators/outcomes').outcomeAnswerValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#scheduling/validators/outcomes').outcomeAnswerValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#app/scheduling/controllers/session_outcomes_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/scheduling/controllers/session_outcomes_controller').default['update']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'pages.pricing': {
    methods: ["GET","HEAD"]
    pattern: '/pricing'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#app/billing/controllers/pricing_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/billing/controllers/pricing_controller').default['show']>>>
    }
  }
  'billing.api.waitingList': {
    methods: ["POST"]
    pattern: '/api/waiting-list'
    types: {
      body: ExtractBody<InferInput<(typeof import('#billing/validators/waiting_list').waitingListValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#billing/validators/waiting_list').waitingListValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#app/billing/controllers/waiting_list_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/billing/controllers/waiting_list_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'billing.checkout.success': {
    methods: ["GET","HEAD"]
    pattern: '/checkout/success'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#app/billing/controllers/checkout_pages_controller').default['success']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/billing/controllers/checkout_pages_controller').default['success']>>>
    }
  }
  'billing.checkout.cancelled': {
    methods: ["GET","HEAD"]
    pattern: '/checkout/cancelled'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#app/billing/controllers/checkout_pages_controller').default['cancelled']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/billing/controllers/checkout_pages_controller').default['cancelled']>>>
    }
  }
  'billing.checkout.free': {
    methods: ["GET","HEAD"]
    pattern: '/checkout/free'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#app/billing/controllers/checkout_pages_controller').default['free']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/billing/controllers/checkout_pages_controller').default['free']>>>
    }
  }
  'billing.checkout.test': {
    methods: ["GET","HEAD"]
    pattern: '/checkout/test/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#app/billing/controllers/checkout_pages_controller').default['test']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/billing/controllers/checkout_pages_controller').default['test']>>>
    }
  }
  'billing.settings.payments': {
    methods: ["GET","HEAD"]
    pattern: '/settings/payments'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#app/billing/controllers/payments_page_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/billing/controllers/payments_page_controller').default['show']>>>
    }
  }
  'billing.api.checkout': {
    methods: ["POST"]
    pattern: '/api/billing/checkout'
    types: {
      body: ExtractBody<InferInput<(typeof import('#billing/validators/checkout').checkoutValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#billing/validators/checkout').checkoutValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#app/billing/controllers/checkout_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/billing/controllers/checkout_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'billing.api.subscription.show': {
    methods: ["GET","HEAD"]
    pattern: '/api/billing/subscription'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#app/billing/controllers/subscription_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/billing/controllers/subscription_controller').default['show']>>>
    }
  }
  'billing.api.subscription.cancel': {
    methods: ["POST"]
    pattern: '/api/billing/subscription/cancel'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#app/billing/controllers/subscription_controller').default['cancel']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/billing/controllers/subscription_controller').default['cancel']>>>
    }
  }
  'billing.api.subscription.resume': {
    methods: ["POST"]
    pattern: '/api/billing/subscription/resume'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#app/billing/controllers/subscription_controller').default['resume']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/billing/controllers/subscription_controller').default['resume']>>>
    }
  }
  'billing.api.subscription.change': {
    methods: ["POST"]
    pattern: '/api/billing/subscription/change'
    types: {
      body: ExtractBody<InferInput<(typeof import('#billing/validators/checkout').changePlanValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#billing/validators/checkout').changePlanValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#app/billing/controllers/subscription_controller').default['change']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/billing/controllers/subscription_controller').default['change']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'billing.api.subscription.refund': {
    methods: ["POST"]
    pattern: '/api/billing/subscription/refund'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#app/billing/controllers/subscription_controller').default['refund']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/billing/controllers/subscription_controller').default['refund']>>>
    }
  }
  'billing.api.testCheckout.show': {
    methods: ["GET","HEAD"]
    pattern: '/api/billing/test-checkout/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#app/billing/controllers/test_checkout_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/billing/controllers/test_checkout_controller').default['show']>>>
    }
  }
  'billing.api.testCheckout.complete': {
    methods: ["POST"]
    pattern: '/api/billing/test-checkout/:id/complete'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#app/billing/controllers/test_checkout_controller').default['complete']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/billing/controllers/test_checkout_controller').default['complete']>>>
    }
  }
  'billing.api.testCheckout.cancel': {
    methods: ["POST"]
    pattern: '/api/billing/test-checkout/:id/cancel'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#app/billing/controllers/test_checkout_controller').default['cancel']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/billing/controllers/test_checkout_controller').default['cancel']>>>
    }
  }
  'billing.webhooks.stripe': {
    methods: ["POST"]
    pattern: '/webhooks/stripe'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#app/billing/controllers/webhooks_controller').default['stripe']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/billing/controllers/webhooks_controller').default['stripe']>>>
    }
  }
  'billing.pro': {
    methods: ["GET","HEAD"]
    pattern: '/dashboard/pro'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#app/billing/controllers/pro_features_controller').default['page']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/billing/controllers/pro_features_controller').default['page']>>>
    }
  }
  'billing.api.pro.show': {
    methods: ["GET","HEAD"]
    pattern: '/api/pro'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#app/billing/controllers/pro_features_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/billing/controllers/pro_features_controller').default['show']>>>
    }
  }
  'billing.api.pro.helpRequests.store': {
    methods: ["POST"]
    pattern: '/api/pro/help-requests'
    types: {
      body: ExtractBody<InferInput<(typeof import('#billing/validators/help_request').helpRequestValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#billing/validators/help_request').helpRequestValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#app/billing/controllers/pro_features_controller').default['storeHelpRequest']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/billing/controllers/pro_features_controller').default['storeHelpRequest']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'referrals.api.show': {
    methods: ["GET","HEAD"]
    pattern: '/api/referral'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#app/referrals/controllers/referral_api_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/referrals/controllers/referral_api_controller').default['show']>>>
    }
  }
  'referrals.api.referredUsers': {
    methods: ["GET","HEAD"]
    pattern: '/api/referral/referred-users'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: ExtractQueryForGet<InferInput<(typeof import('#referrals/validators/referrals').pageValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#app/referrals/controllers/referral_api_controller').default['referredUsers']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/referrals/controllers/referral_api_controller').default['referredUsers']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'referrals.api.rewards': {
    methods: ["GET","HEAD"]
    pattern: '/api/referral/rewards'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: ExtractQueryForGet<InferInput<(typeof import('#referrals/validators/referrals').pageValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#app/referrals/controllers/referral_api_controller').default['rewards']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/referrals/controllers/referral_api_controller').default['rewards']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'referrals.api.generateCode': {
    methods: ["POST"]
    pattern: '/api/referral/generate-code'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#app/referrals/controllers/referral_api_controller').default['generateCode']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/referrals/controllers/referral_api_controller').default['generateCode']>>>
    }
  }
  'referrals.api.wasReferred': {
    methods: ["GET","HEAD"]
    pattern: '/api/referral/was-referred'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#app/referrals/controllers/referral_api_controller').default['wasReferred']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/referrals/controllers/referral_api_controller').default['wasReferred']>>>
    }
  }
  'referrals.api.placeholder': {
    methods: ["GET","HEAD"]
    pattern: '/api/r/:code'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { code: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#app/referrals/controllers/referral_api_controller').default['placeholder']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/referrals/controllers/referral_api_controller').default['placeholder']>>>
    }
  }
  'referrals.landing': {
    methods: ["GET","HEAD"]
    pattern: '/r/:code'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { code: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#app/referrals/controllers/referral_pages_controller').default['landing']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/referrals/controllers/referral_pages_controller').default['landing']>>>
    }
  }
  'referrals.lookup': {
    methods: ["GET","HEAD"]
    pattern: '/referral-codes/:code'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { code: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#app/referrals/controllers/referral_pages_controller').default['lookup']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/referrals/controllers/referral_pages_controller').default['lookup']>>>
    }
  }
  'referrals.settings': {
    methods: ["GET","HEAD"]
    pattern: '/settings/referrals'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#app/referrals/controllers/referral_pages_controller').default['settings']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#app/referrals/controllers/referral_pages_controller').default['settings']>>>
    }
  }
  'admin.console': {
    methods: ["GET","HEAD"]
    pattern: '/admin'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: unknown
      errorResponse: unknown
    }
  }
  'admin.console.path': {
    methods: ["GET","HEAD"]
    pattern: '/admin/*'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { '*': ParamValue[] }
      query: {}
      response: unknown
      errorResponse: unknown
    }
  }
  'admin.me': {
    methods: ["GET","HEAD"]
    pattern: '/api/admin/me'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: unknown
      errorResponse: unknown
    }
  }
  'admin.analytics.overview': {
    methods: ["GET","HEAD"]
    pattern: '/api/admin/analytics/overview'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: unknown
      errorResponse: unknown
    }
  }
  'admin.users.index': {
    methods: ["GET","HEAD"]
    pattern: '/api/admin/users'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: unknown
      errorResponse: unknown
    }
  }
  'admin.users.show': {
    methods: ["GET","HEAD"]
    pattern: '/api/admin/users/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: unknown
      errorResponse: unknown
    }
  }
  'admin.users.update': {
    methods: ["PUT"]
    pattern: '/api/admin/users/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: unknown
      errorResponse: unknown
    }
  }
  'admin.users.destroy': {
    methods: ["DELETE"]
    pattern: '/api/admin/users/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: unknown
      errorResponse: unknown
    }
  }
  'admin.users.suspend': {
    methods: ["POST"]
    pattern: '/api/admin/users/:id/suspend'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: unknown
      errorResponse: unknown
    }
  }
  'admin.users.reactivate': {
    methods: ["POST"]
    pattern: '/api/admin/users/:id/reactivate'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: unknown
      errorResponse: unknown
    }
  }
  'admin.users.role': {
    methods: ["POST"]
    pattern: '/api/admin/users/:id/role'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: unknown
      errorResponse: unknown
    }
  }
  'admin.users.password-reset': {
    methods: ["POST"]
    pattern: '/api/admin/users/:id/password-reset'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: unknown
      errorResponse: unknown
    }
  }
  'admin.mentors.index': {
    methods: ["GET","HEAD"]
    pattern: '/api/admin/mentors'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: unknown
      errorResponse: unknown
    }
  }
  'admin.mentors.show': {
    methods: ["GET","HEAD"]
    pattern: '/api/admin/mentors/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: unknown
      errorResponse: unknown
    }
  }
  'admin.mentors.store': {
    methods: ["POST"]
    pattern: '/api/admin/mentors'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: unknown
      errorResponse: unknown
    }
  }
  'admin.mentors.update': {
    methods: ["PUT"]
    pattern: '/api/admin/mentors/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: unknown
      errorResponse: unknown
    }
  }
  'admin.mentor-applications.index': {
    methods: ["GET","HEAD"]
    pattern: '/api/admin/mentor-applications'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: unknown
      errorResponse: unknown
    }
  }
  'admin.mentor-applications.show': {
    methods: ["GET","HEAD"]
    pattern: '/api/admin/mentor-applications/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: unknown
      errorResponse: unknown
    }
  }
  'admin.mentor-applications.approve': {
    methods: ["POST"]
    pattern: '/api/admin/mentor-applications/:id/approve'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: unknown
      errorResponse: unknown
    }
  }
  'admin.mentor-applications.reject': {
    methods: ["POST"]
    pattern: '/api/admin/mentor-applications/:id/reject'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: unknown
      errorResponse: unknown
    }
  }
  'admin.skills.index': {
    methods: ["GET","HEAD"]
    pattern: '/api/admin/skills'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: unknown
      errorResponse: unknown
    }
  }
  'admin.skills.show': {
    methods: ["GET","HEAD"]
    pattern: '/api/admin/skills/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: unknown
      errorResponse: unknown
    }
  }
  'admin.industries.index': {
    methods: ["GET","HEAD"]
    pattern: '/api/admin/industries'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: unknown
      errorResponse: unknown
    }
  }
  'admin.industries.show': {
    methods: ["GET","HEAD"]
    pattern: '/api/admin/industries/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: unknown
      errorResponse: unknown
    }
  }
  'admin.content-pages.index': {
    methods: ["GET","HEAD"]
    pattern: '/api/admin/content-pages'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: unknown
      errorResponse: unknown
    }
  }
  'admin.content-pages.show': {
    methods: ["GET","HEAD"]
    pattern: '/api/admin/content-pages/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: unknown
      errorResponse: unknown
    }
  }
  'admin.content-pages.store': {
    methods: ["POST"]
    pattern: '/api/admin/content-pages'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: unknown
      errorResponse: unknown
    }
  }
  'admin.content-pages.update': {
    methods: ["PUT"]
    pattern: '/api/admin/content-pages/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: unknown
      errorResponse: unknown
    }
  }
  'admin.content-pages.destroy': {
    methods: ["DELETE"]
    pattern: '/api/admin/content-pages/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: unknown
      errorResponse: unknown
    }
  }
  'admin.audit-log.index': {
    methods: ["GET","HEAD"]
    pattern: '/api/admin/audit-log'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: unknown
      errorResponse: unknown
    }
  }
  'admin.audit-log.show': {
    methods: ["GET","HEAD"]
    pattern: '/api/admin/audit-log/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: unknown
      errorResponse: unknown
    }
  }
  'admin.sessions.index': {
    methods: ["GET","HEAD"]
    pattern: '/api/admin/sessions'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: unknown
      errorResponse: unknown
    }
  }
  'admin.sessions.show': {
    methods: ["GET","HEAD"]
    pattern: '/api/admin/sessions/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: unknown
      errorResponse: unknown
    }
  }
  'admin.sessions.cancel': {
    methods: ["POST"]
    pattern: '/api/admin/sessions/:id/cancel'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: unknown
      errorResponse: unknown
    }
  }
  'admin.subscriptions.index': {
    methods: ["GET","HEAD"]
    pattern: '/api/admin/subscriptions'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: unknown
      errorResponse: unknown
    }
  }
  'admin.subscriptions.show': {
    methods: ["GET","HEAD"]
    pattern: '/api/admin/subscriptions/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: unknown
      errorResponse: unknown
    }
  }
  'admin.payments.index': {
    methods: ["GET","HEAD"]
    pattern: '/api/admin/payments'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: unknown
      errorResponse: unknown
    }
  }
  'admin.payments.show': {
    methods: ["GET","HEAD"]
    pattern: '/api/admin/payments/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: unknown
      errorResponse: unknown
    }
  }
  'admin.payments.refund': {
    methods: ["POST"]
    pattern: '/api/admin/payments/:id/refund'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: unknown
      errorResponse: unknown
    }
  }
  'admin.refunds.index': {
    methods: ["GET","HEAD"]
    pattern: '/api/admin/refunds'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: unknown
      errorResponse: unknown
    }
  }
  'admin.refunds.show': {
    methods: ["GET","HEAD"]
    pattern: '/api/admin/refunds/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: unknown
      errorResponse: unknown
    }
  }
  'admin.referrals.index': {
    methods: ["GET","HEAD"]
    pattern: '/api/admin/referrals'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: unknown
      errorResponse: unknown
    }
  }
  'admin.referrals.show': {
    methods: ["GET","HEAD"]
    pattern: '/api/admin/referrals/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: unknown
      errorResponse: unknown
    }
  }
  'admin.rewards.index': {
    methods: ["GET","HEAD"]
    pattern: '/api/admin/rewards'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: unknown
      errorResponse: unknown
    }
  }
  'admin.rewards.show': {
    methods: ["GET","HEAD"]
    pattern: '/api/admin/rewards/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: unknown
      errorResponse: unknown
    }
  }
  'admin.waiting-list.index': {
    methods: ["GET","HEAD"]
    pattern: '/api/admin/waiting-list'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: unknown
      errorResponse: unknown
    }
  }
  'admin.waiting-list.show': {
    methods: ["GET","HEAD"]
    pattern: '/api/admin/waiting-list/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: unknown
      errorResponse: unknown
    }
  }
  'admin.waiting-list.destroy': {
    methods: ["DELETE"]
    pattern: '/api/admin/waiting-list/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: unknown
      errorResponse: unknown
    }
  }
  'admin.help-requests.index': {
    methods: ["GET","HEAD"]
    pattern: '/api/admin/help-requests'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: unknown
      errorResponse: unknown
    }
  }
  'admin.help-requests.show': {
    methods: ["GET","HEAD"]
    pattern: '/api/admin/help-requests/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: unknown
      errorResponse: unknown
    }
  }
  'admin.conversation-reports.index': {
    methods: ["GET","HEAD"]
    pattern: '/api/admin/conversation-reports'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: unknown
      errorResponse: unknown
    }
  }
  'admin.conversation-reports.show': {
    methods: ["GET","HEAD"]
    pattern: '/api/admin/conversation-reports/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: unknown
      errorResponse: unknown
    }
  }
  'admin.conversation-reports.dismiss': {
    methods: ["POST"]
    pattern: '/api/admin/conversation-reports/:id/dismiss'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: unknown
      errorResponse: unknown
    }
  }
  'admin.conversation-reports.suspend': {
    methods: ["POST"]
    pattern: '/api/admin/conversation-reports/:id/suspend'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: unknown
      errorResponse: unknown
    }
  }
  'admin.no-shows.index': {
    methods: ["GET","HEAD"]
    pattern: '/api/admin/no-shows'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: unknown
      errorResponse: unknown
    }
  }
  'admin.no-shows.show': {
    methods: ["GET","HEAD"]
    pattern: '/api/admin/no-shows/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: unknown
      errorResponse: unknown
    }
  }
  'admin.no-shows.uphold': {
    methods: ["POST"]
    pattern: '/api/admin/no-shows/:id/uphold'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: unknown
      errorResponse: unknown
    }
  }
  'admin.no-shows.dismiss': {
    methods: ["POST"]
    pattern: '/api/admin/no-shows/:id/dismiss'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: unknown
      errorResponse: unknown
    }
  }
}
