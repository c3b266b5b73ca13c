// Every table of the API, for drizzle's query builder and for drizzle-kit's migration generator.
export * from './accounts.ts'
export * from './league.ts'
export * from './live.ts'
export * from './fantasy.ts'
export * from './staff.ts'
export * from './applications.ts'
