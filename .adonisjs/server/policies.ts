export const policies = {
  SchedulingSessionPolicy: () => import('#app/scheduling/policies/session_policy'),
}
