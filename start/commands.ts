/*
| The app's own ace commands, listed here rather than discovered: each module
| keeps its commands in app/<module>/commands, and the benchmark's, which
| reach into every module's tables, are in commands/. adonisrc.ts loads this
| file as a commands loader.
*/
import { ListLoader } from '@adonisjs/core/ace'
import type { CommandMetaData } from '@adonisjs/core/types/ace'
import BenchSeed from '#commands/bench_seed'
import BenchScenario from '#commands/bench_scenario'
import BenchListSql from '#commands/bench_list_sql'
import RefreshAvailability from '#scheduling/commands/refresh_availability'
import SessionsTick from '#scheduling/commands/sessions_tick'
import StripeSync from '#billing/commands/stripe_sync'
import RewardsProcess from '#referrals/commands/rewards_process'
import ReferralsExpire from '#referrals/commands/referrals_expire'
import MentorsInvite from '#mentoring/commands/mentors_invite'
import MentorsImport from '#mentoring/commands/mentors_import'
import ApplicationsApprove from '#mentoring/commands/applications_approve'
import ApplicationsReject from '#mentoring/commands/applications_reject'
import ConversationsEmail from '#mentoring/commands/conversations_email'
import ApiDocument from '#core/commands/api_document'
import PrivacyRetention from '#core/commands/privacy_retention'

const loader = new ListLoader([
  BenchSeed,
  BenchScenario,
  BenchListSql,
  RefreshAvailability,
  SessionsTick,
  StripeSync,
  RewardsProcess,
  ReferralsExpire,
  MentorsInvite,
  MentorsImport,
  ApplicationsApprove,
  ApplicationsReject,
  ConversationsEmail,
  ApiDocument,
  PrivacyRetention,
])

export function getMetaData() {
  return loader.getMetaData()
}

export function getCommand(metaData: CommandMetaData) {
  return loader.getCommand(metaData)
}
