export const policies = {
  AdminConsolePolicy: () => import('#app/admin/policies/console_policy'),
  BillingPlanPolicy: () => import('#app/billing/policies/plan_policy'),
  MentoringConversationPolicy: () => import('#app/mentoring/policies/conversation_policy'),
  MentoringMentorApplicationPolicy: () => import('#app/mentoring/policies/mentor_application_policy'),
  MentoringMentorSettingsPolicy: () => import('#app/mentoring/policies/mentor_settings_policy'),
  SchedulingSessionPolicy: () => import('#app/scheduling/policies/session_policy'),
}

