// Round robin schedules from Berger tables, in the order FIBA's competition systems print them.
//
// Teams are numbered 1..n by their draw position. For an even n, round 1 pairs 1-n, 2-(n-1), … (n/2)-(n/2+1);
// each next round adds n/2 to every number but n (counting 1..n-1 around), and team n alternates: away in odd
// rounds (1-n), home in even rounds (n-4 for six teams). An odd n plays as n+1 where the partner of the
// missing team n+1 has a bye that round. n teams play n-1 rounds (n rounds when odd).
//
// A double round robin plays the same rounds again with home and away swapped ("mirrored"), in the same order.

/** One game of a round: draw positions, 1-based. */
export interface Pairing {
  home: number
  away: number
}

export interface ScheduledRound {
  /** 1-based round number. */
  number: number
  pairings: Pairing[]
  /** The draw position without a game this round (odd team counts only). */
  bye: number | null
}

/** The single round robin of `teams` draw positions (at least 2). */
export function bergerRounds(teams: number): ScheduledRound[] {
  if (!Number.isInteger(teams) || teams < 2) {
    throw new RangeError('A round robin needs at least two teams')
  }
  const slots = teams % 2 === 0 ? teams : teams + 1
  const half = slots / 2
  const rotating = slots - 1
  const rounds: ScheduledRound[] = []
  // Round 1's pairs, then each round moves every rotating number on by `half`.
  let pairs: Array<[number, number]> = Array.from({ length: half }, (_, index) => [index + 1, slots - index])
  for (let number = 1; number <= slots - 1; number += 1) {
    const pairings: Pairing[] = []
    let bye: number | null = null
    for (const [first, second] of pairs) {
      // The fixed team `slots` is always the second of the first pair: away in odd rounds, home in even ones.
      const pairing =
        second === slots && number % 2 === 0 ? { home: second, away: first } : { home: first, away: second }
      if (pairing.home > teams || pairing.away > teams) {
        bye = pairing.home > teams ? pairing.away : pairing.home
      } else {
        pairings.push(pairing)
      }
    }
    rounds.push({ number, pairings, bye })
    const moved = (position: number) => (position === slots ? slots : ((position - 1 + half) % rotating) + 1)
    pairs = pairs.map(([first, second]) => [moved(first), moved(second)])
  }
  return rounds
}

/** Single or double round robin; the second half repeats the first with home and away swapped. */
export function roundRobin(teams: number, kind: 'single' | 'double'): ScheduledRound[] {
  const first = bergerRounds(teams)
  if (kind === 'single') {
    return first
  }
  const second = first.map((round) => ({
    number: round.number + first.length,
    pairings: round.pairings.map(({ home, away }) => ({ home: away, away: home })),
    bye: round.bye,
  }))
  return [...first, ...second]
}

/** Each team's games in round order as 'H' or 'A' (a bye leaves no letter): for balance checks. */
export function homeAwaySequence(rounds: readonly ScheduledRound[], team: number): Array<'H' | 'A'> {
  const sequence: Array<'H' | 'A'> = []
  for (const round of rounds) {
    for (const pairing of round.pairings) {
      if (pairing.home === team) {
        sequence.push('H')
      } else if (pairing.away === team) {
        sequence.push('A')
      }
    }
  }
  return sequence
}

/** The longest run of home or of away games in a row. */
export function longestRun(sequence: readonly ('H' | 'A')[]): number {
  let longest = 0
  let current = 0
  sequence.forEach((venue, index) => {
    current = index > 0 && sequence[index - 1] === venue ? current + 1 : 1
    longest = Math.max(longest, current)
  })
  return longest
}
