/** The operator account the suite creates before its API starts (support/live-operator.ts). */
export const liveOperator = {
  email: 'scorer@e2e.example',
  password: 'a scorer password for e2e',
  name: 'E2E Scorer',
} as const
