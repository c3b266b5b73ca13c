// Every league data route under /v2/website, one router per resource; app.ts mounts `leagueRoutes`.
import { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/env.ts'
import { validationHook } from '../../http/errors.ts'
import { calendarRoutes } from './calendars.ts'
import { clubRoutes } from './clubs.ts'
import { fantasyCatalogueRoutes } from './fantasy-catalogue.ts'
import { fantasyLiveLeaderboardRoutes } from './fantasy-live-leaderboard.ts'
import { fantasyResultRoutes } from './fantasy-results.ts'
import { gameRoutes } from './games.ts'
import { historyRoutes } from './history.ts'
import { leagueSeasonRoutes } from './leagues.ts'
import { newsRoutes } from './news.ts'
import { playerRoutes } from './players.ts'
import { playoffAndTeamRoutes } from './playoffs-and-teams.ts'
import { seasonRoutes } from './seasons.ts'
import { siteRoutes } from './site.ts'
import { venueRoutes } from './venues.ts'

export const leagueRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
  .route('/', seasonRoutes)
  .route('/', leagueSeasonRoutes)
  .route('/', playoffAndTeamRoutes)
  .route('/', gameRoutes)
  .route('/', clubRoutes)
  .route('/', playerRoutes)
  .route('/', newsRoutes)
  .route('/', siteRoutes)
  .route('/', historyRoutes)
  .route('/', venueRoutes)
  .route('/', calendarRoutes)
  .route('/', fantasyCatalogueRoutes)
  .route('/', fantasyResultRoutes)
  .route('/', fantasyLiveLeaderboardRoutes)
