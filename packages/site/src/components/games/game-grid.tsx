import { GameCardGrid, type GameGridProps } from './game-card-grid'
import { LiveCardSlot } from './live-card-slot'

/** Games as cards linking to their game centre, each turning live in the browser while its game is in progress. */
export function GameGrid(props: GameGridProps) {
  return <GameCardGrid {...props} LiveSlot={LiveCardSlot} />
}
