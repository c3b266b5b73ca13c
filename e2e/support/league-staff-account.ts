/** The league staff account the suite creates before its API starts (support/live-operator.ts). */
export const leagueStaff = {
  email: 'staff@e2e.example',
  password: 'a staff password for e2e',
  name: 'E2E League Staff',
} as const
