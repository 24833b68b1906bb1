/**
 * The admin console's REST resources (ra-data-simple-rest).
 */
export const ADMIN_REST_RULES = {
  /** Rows answered when a list call gives no range. */
  defaultPageSize: 25,
  /** The most rows one list call may ask for (react-admin's export asks for 1000). */
  maxPageSize: 1000,
  /** The longest search text or string filter value accepted. */
  maxSearchLength: 200,
} as const

/** The figures of the analytics overview: its default and longest period. */
export const ADMIN_ANALYTICS_RULES = {
  defaultDays: 30,
  maxDays: 366,
  topMentors: 5,
} as const
