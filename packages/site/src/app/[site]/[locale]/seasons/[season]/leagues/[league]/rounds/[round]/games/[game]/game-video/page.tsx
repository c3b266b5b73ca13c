import { notFound } from 'next/navigation'
import type { RoundGameParams } from '@/lib/resources/game'
import { resolveRoundGame } from '@/lib/resources/game-route'

// The video tab lives at a play-off game's one address (under its series): its round address sends there
// with a permanent redirect, as every other tab of it does. A regular-season game has no video tab.
export default async function RoundGameVideoPage({ params }: { params: Promise<RoundGameParams> }) {
  await resolveRoundGame(params, 'game-video')
  notFound()
}
