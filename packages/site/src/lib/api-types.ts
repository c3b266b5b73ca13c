// Shapes of the API answers the pages read. They follow docs API-CONTRACT (api-data's routes); optional
// fields are ones a route may leave out.

export type Named = { slug: string; name: string }

export type ClubRef = Named & { shortName?: string; code?: string; logo?: string | null }

export type TeamRef = Named & { shortName?: string; club?: ClubRef }

export type GameStatus = 'scheduled' | 'live' | 'final' | 'forfeit' | string

export type GameSide = TeamRef & { score?: number | null }

export type GameSummary = {
  slug: string
  status: GameStatus
  date: string | null
  time?: string | null
  phase: string
  round?: number | null
  season?: Named
  league?: Named
  home: GameSide
  away: GameSide
  venue?: { name: string } | string | null
  playoff?: { round: string; duel: string; game: number } | null
}

export type Season = Named & { current?: boolean; leagues: Named[] }

export type StandingRow = {
  rank: number
  team: TeamRef
  played: number
  won: number
  lost: number
  forfeitsLost?: number
  pointsFor: number
  pointsAgainst: number
  pointDifference: number
  classificationPoints: number
  form?: string[]
  streak?: string | null
  home?: { won: number; lost: number }
  away?: { won: number; lost: number }
  zone?: 'playoff' | 'relegation' | null
  tieBreak?: string | null
}

export type PlayerRef = Named & { club?: ClubRef; team?: TeamRef }

export type LeaderRow = {
  rank: number
  player: PlayerRef
  team?: TeamRef
  games?: number
  value: number
  [stat: string]: unknown
}

export type NewsItem = {
  slug: string
  title: string
  summary?: string | null
  body?: string | null
  publishedAt: string
  coverImage?: string | null
  kind?: string
  locale?: string
  tags?: string[]
}
