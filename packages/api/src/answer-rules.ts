// The rules by which the API names, slugs and rounds what it answers, public for the one reader outside the
// API that must produce the very answers the API would: the UI kit's fixture generator, which builds the
// kit's fixtures from data/ (packages/ui/scripts/fixtures). Everything else in src/ is the API's own.
export { stableClubName } from './import/club-names.ts'
export { slugify } from './import/names/fold.ts'
export { realName } from './import/names/real-name.ts'
export { phaseNames } from './import/phases.ts'
export { rounded } from './queries/shapes.ts'
export { standingsRowOf } from './queries/standings-row.ts'
