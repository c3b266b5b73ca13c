// League data: who played whom, when, where and how. Every table hangs off a client (tenant) so two client
// leagues never see each other's data. Natural keys (the source's ids and codes) are unique so the importer
// can upsert and a second import changes nothing.
//
// The tables live by family in the files beside this one; this module gathers them for the importer, the
// queries and drizzle-kit (through index.ts).
export * from './league-seasons.ts'
export * from './clubs-and-players.ts'
export * from './schedule.ts'
export * from './game-details.ts'
export * from './media.ts'
