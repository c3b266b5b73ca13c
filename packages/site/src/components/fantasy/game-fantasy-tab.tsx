import { loadPublic } from '@/lib/server/server-api'
import { FantasyGamePointsView } from './game-points'

/** The game centre's fantasy tab (round and play-off addresses alike): each player's points, explained. */
export async function GameFantasyTab({ game }: { game: string }) {
  const points = await loadPublic('/v2/website/games/{game}/fantasy', { game })
  return <FantasyGamePointsView points={points} />
}
