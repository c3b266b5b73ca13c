// Schedules: round robins from Berger tables and the play-off bracket (the modules live in schedule/).
export * from './schedule/round-robin.ts'
export * from './schedule/playoff-bracket.ts'
