// The staff seasons operations as /openapi.json describes them (the handlers are in seasons.ts).
import { createRoute } from '@hono/zod-openapi'
import {
  AddTeamSchema,
  CreateSeasonSchema,
  GenerateScheduleSchema,
  PublishSeasonSchema,
  SeasonGameParamsSchema,
  SeasonIdParamsSchema,
  SeasonTeamParamsSchema,
  StaffSeasonListSchema,
  StaffSeasonSchema,
  UpdateGameSchema,
  UpdateSeasonSchema,
} from '../../../contract/staff-seasons.ts'
import { errorResponse, json, jsonBody } from '../../responses.ts'
import { staffErrors, staffOperation } from './staff-operation.ts'

const writeErrors = {
  ...staffErrors,
  400: errorResponse('Invalid path or body; the message and fields say what'),
  404: errorResponse('No such season, team, game or venue in this league'),
  409: errorResponse('It exists already (a season, competition, club code or team) or is done already'),
  422: errorResponse(
    'A rule refuses it: published season, date outside the season, a team twice at one time, play-offs not ready',
  ),
}
const seasonAnswer = json(StaffSeasonSchema, 'The season as stored now')

export const listSeasonsRoute = createRoute({
  operationId: 'listStaffSeasons',
  method: 'get',
  path: '/staff/seasons',
  ...staffOperation('Staff', 'Seasons'),
  summary: "The client's seasons (drafts too) with counts, and its competitions",
  responses: {
    200: json(StaffSeasonListSchema, 'The seasons, newest first'),
    400: errorResponse('Unknown client site (Origin)'),
    ...staffErrors,
  },
})

export const createSeasonRoute = createRoute({
  operationId: 'createStaffSeason',
  method: 'post',
  path: '/staff/seasons',
  ...staffOperation('Staff', 'Seasons'),
  summary: 'Create a draft season in an existing or a new competition',
  request: { body: jsonBody(CreateSeasonSchema) },
  responses: { 201: json(StaffSeasonSchema, 'Created: the draft season'), ...writeErrors },
})

export const readSeasonRoute = createRoute({
  operationId: 'getStaffSeason',
  method: 'get',
  path: '/staff/seasons/{season}',
  ...staffOperation('Staff', 'Seasons'),
  summary: 'One season whole: teams, rounds with games and byes, venues, whether the play-offs can be drawn',
  request: { params: SeasonIdParamsSchema },
  responses: {
    200: seasonAnswer,
    400: errorResponse('Not a season id'),
    404: errorResponse('No season with this id in this league'),
    ...staffErrors,
  },
})

export const updateSeasonRoute = createRoute({
  operationId: 'updateStaffSeason',
  method: 'patch',
  path: '/staff/seasons/{season}',
  ...staffOperation('Staff', 'Seasons'),
  summary: 'Name, dates and format of a draft season',
  request: { params: SeasonIdParamsSchema, body: jsonBody(UpdateSeasonSchema) },
  responses: { 200: seasonAnswer, ...writeErrors },
})

export const addTeamRoute = createRoute({
  operationId: 'addStaffSeasonTeam',
  method: 'post',
  path: '/staff/seasons/{season}/teams',
  ...staffOperation('Staff', 'Seasons'),
  summary: 'Add a team by hand: an existing club or a new one with its venue and players',
  request: { params: SeasonIdParamsSchema, body: jsonBody(AddTeamSchema) },
  responses: { 201: seasonAnswer, ...writeErrors },
})

export const removeTeamRoute = createRoute({
  operationId: 'removeStaffSeasonTeam',
  method: 'delete',
  path: '/staff/seasons/{season}/teams/{team}',
  ...staffOperation('Staff', 'Seasons'),
  summary: 'Take a team out of a draft season (its scheduled games go with it: generate the schedule again)',
  request: { params: SeasonTeamParamsSchema },
  responses: { 200: seasonAnswer, ...writeErrors },
})

export const generateScheduleRoute = createRoute({
  operationId: 'generateStaffSeasonSchedule',
  method: 'post',
  path: '/staff/seasons/{season}/schedule',
  ...staffOperation('Staff', 'Seasons'),
  summary: 'Generate the regular season from Berger tables (again: it replaces the draft’s rounds and games)',
  request: { params: SeasonIdParamsSchema, body: jsonBody(GenerateScheduleSchema) },
  responses: { 200: seasonAnswer, ...writeErrors },
})

export const updateGameRoute = createRoute({
  operationId: 'updateStaffSeasonGame',
  method: 'patch',
  path: '/staff/seasons/{season}/games/{game}',
  ...staffOperation('Staff', 'Seasons'),
  summary: 'Move one scheduled game: another date, time or venue',
  request: { params: SeasonGameParamsSchema, body: jsonBody(UpdateGameSchema) },
  responses: { 200: seasonAnswer, ...writeErrors },
})

export const publishRoute = createRoute({
  operationId: 'publishStaffSeason',
  method: 'post',
  path: '/staff/seasons/{season}/publish',
  ...staffOperation('Staff', 'Seasons'),
  summary: 'Publish the season: fans see it; makeCurrent makes it the season the home page shows',
  request: { params: SeasonIdParamsSchema, body: jsonBody(PublishSeasonSchema) },
  responses: { 200: seasonAnswer, ...writeErrors },
})

export const drawPlayoffsRoute = createRoute({
  operationId: 'drawStaffSeasonPlayoffs',
  method: 'post',
  path: '/staff/seasons/{season}/playoffs',
  ...staffOperation('Staff', 'Seasons'),
  summary: 'Draw the play-off bracket from the final table once every regular-season game is final',
  request: { params: SeasonIdParamsSchema },
  responses: { 201: seasonAnswer, ...writeErrors },
})
