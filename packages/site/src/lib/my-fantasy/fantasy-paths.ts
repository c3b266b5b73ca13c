// The site paths of the fantasy resources the profile reads: each is `/api` + the API path, and each is the
// SWR key of its hook, so a write can refresh exactly what it changed.
import { siteFantasyPath } from './fantasy-routes'

const segment = encodeURIComponent

export const fantasyPaths = {
  squads: (season: string, league: string) =>
    siteFantasyPath(`/v2/website/user/fantasy/${segment(season)}/${segment(league)}/squads`),
  squad: (squadId: number) => siteFantasyPath(`/v2/website/user/fantasy/squads/${squadId}`),
  transfers: (squadId: number) => siteFantasyPath(`/v2/website/user/fantasy/squads/${squadId}/transfers`),
  chips: (squadId: number) => siteFantasyPath(`/v2/website/user/fantasy/squads/${squadId}/chips`),
  squadLeagues: (squadId: number) => siteFantasyPath(`/v2/website/user/fantasy/squads/${squadId}/leagues`),
  squadRounds: (squadId: number) => siteFantasyPath(`/v2/website/user/fantasy/squads/${squadId}/rounds`),
  squadRound: (squadId: number, round: number) =>
    siteFantasyPath(`/v2/website/user/fantasy/squads/${squadId}/rounds/${round}`),
  league: (leagueId: number) => siteFantasyPath(`/v2/website/user/fantasy/leagues/${leagueId}`),
  createLeague: () => siteFantasyPath('/v2/website/user/fantasy/leagues'),
  joinLeague: () => siteFantasyPath('/v2/website/user/fantasy/leagues/join'),
  /** A squad's live points (Server-Sent Events) through the site's door (live-squad-door.ts). */
  liveSquad: (squadId: number) => `/api/fantasy-live/squads/${squadId}`,
  /** A round's live leaderboard with the squad's own rank, through the door to the contract's public reads. */
  liveLeaderboard: (season: string, league: string, round: number, squadId: number) =>
    `/api/v2/website/seasons/${segment(season)}/leagues/${segment(league)}/fantasy/rounds/${round}/live?squad=${squadId}`,
  /** The general ranking's first page with the squad's own rank, through the door to the contract's public reads. */
  generalRank: (season: string, league: string, squadId: number) =>
    `/api/v2/website/seasons/${segment(season)}/leagues/${segment(league)}/fantasy/ranking?squad=${squadId}`,
  /** The public catalogue of a league season, through the site's door to the contract's public reads. */
  players: (season: string, league: string) =>
    `/api/v2/website/seasons/${segment(season)}/leagues/${segment(league)}/fantasy/players`,
}
