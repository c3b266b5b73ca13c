/**
 * Partizan Mozzart Bet in the 2022-23 ABA League final, game 5 (game 22_205, 22 June 2023,
 * Beogradska Štark Arena): Partizan 96, Crvena zvezda Meridianbet 85. Figures copied from
 * data/aba-2022-23/boxscores.csv; surnames carry the diacritics of the play-by-play names.
 */
export type BoxScoreLine = {
  playerId: string
  player: string
  jersey: number
  /** Playing time as printed; null when the player did not play. */
  minutes: string | null
  seconds: number | null
  PTS: number | null
  REB: number | null
  AST: number | null
  STL: number | null
  BLK: number | null
  PIR: number | null
  plusMinus: number | null
}

function line(
  playerId: string,
  player: string,
  jersey: number,
  minutes: string | null,
  stats: [PTS: number, REB: number, AST: number, STL: number, BLK: number, PIR: number, plusMinus: number] | null,
): BoxScoreLine {
  const [minutePart, secondPart] = (minutes ?? '').split(':').map(Number)
  const seconds = minutes === null ? null : (minutePart ?? 0) * 60 + (secondPart ?? 0)
  const [PTS = null, REB = null, AST = null, STL = null, BLK = null, PIR = null, plusMinus = null] = stats ?? []
  return { playerId, player, jersey, minutes, seconds, PTS, REB, AST, STL, BLK, PIR, plusMinus }
}

export const partizanFinalGameFive: BoxScoreLine[] = [
  line('tristan-vukcevic', 'Tristan Tsalikis Vukčević', 1, null, null),
  line('zach-leday', 'Zach Leday', 2, '32:23', [15, 4, 0, 1, 1, 12, 14]),
  line('aleksa-avramovic', 'Aleksa Avramović', 4, '00:07', [0, 0, 0, 0, 0, 0, -3]),
  line('balsa-koprivica', 'Balsa Koprivica', 5, null, null),
  line('kevin-punter', 'Kevin Punter', 7, '35:46', [32, 5, 2, 0, 0, 36, 11]),
  line('alen-smailagic', 'Alen Smailagić', 9, '22:22', [8, 4, 3, 1, 2, 13, 8]),
  line('dante-exum', 'Dante Exum', 11, '19:14', [10, 2, 5, 0, 0, 15, 9]),
  line('james-nunnally', 'James Nunnally', 21, '27:29', [12, 1, 2, 1, 1, 9, 9]),
  line('mathias-lessort', 'Mathias Lessort', 26, '22:27', [10, 8, 2, 0, 1, 20, 4]),
  line('uros-trifunovic', 'Uros Trifunović', 32, '15:03', [5, 2, 1, 0, 0, 5, 8]),
  line('danilo-andusic', 'Danilo Anđušić', 33, null, null),
  line('yam-madar', 'Yam Madar', 41, '25:09', [4, 2, 2, 0, 1, 3, -5]),
]
