// The box score spells players ASCII-folded ("Stefan Dzordzevic") and the play-by-play keeps diacritics
// but only gives the surname and an initial ("ĐORĐEVIĆ S"). The real spelling takes the letters of the box
// score and the diacritics of the play-by-play.
import { stripDiacritics } from './fold.ts'

export type RealName = {
  /** Full name with diacritics where the play-by-play reveals them. */
  name: string
  firstName: string
  lastName: string
}

/** How the source folded a letter to ASCII: Đ became "Dz" (sometimes "Dj" or "D"), the rest lost accents. */
function asciiSpellingsOf(letter: string): string[] {
  const lower = letter.toLowerCase()
  if (lower === 'đ') {
    return ['dz', 'dj', 'd']
  }
  return [stripDiacritics(lower)]
}

/**
 * Re-spells an ASCII token with the letters of a diacritic token when they fold to the same thing,
 * keeping the ASCII token's capitalisation: ("Dzordzevic", "ĐORĐEVIĆ") → "Đorđević". Null when they differ.
 */
export function transferDiacritics(asciiToken: string, diacriticToken: string): string | null {
  const target = asciiToken.toLowerCase()
  const letters = [...diacriticToken]

  function align(letterIndex: number, position: number): string | null {
    if (letterIndex === letters.length) {
      return position === target.length ? '' : null
    }
    const letter = letters[letterIndex]!
    for (const spelling of asciiSpellingsOf(letter)) {
      if (target.startsWith(spelling, position)) {
        const rest = align(letterIndex + 1, position + spelling.length)
        if (rest !== null) {
          const original = asciiToken[position]!
          const isUpper = original !== original.toLowerCase()
          return (isUpper ? letter.toUpperCase() : letter.toLowerCase()) + rest
        }
      }
    }
    return null
  }

  return align(0, 0)
}

function hasDiacritics(token: string): boolean {
  return stripDiacritics(token) !== token
}

/**
 * @example
 * realName('Stefan Dzordzevic', 'ĐORĐEVIĆ S') //=> { name: 'Stefan Đorđević', firstName: 'Stefan', lastName: 'Đorđević' }
 * realName('Ziga Daneu', 'DANEU Ž')           //=> { name: 'Žiga Daneu', … }
 */
export function realName(boxScoreName: string, playByPlayName: string): RealName {
  const tokens = boxScoreName.trim().split(/\s+/)
  const playByPlayTokens = playByPlayName
    .trim()
    .split(/\s+/)
    .filter((token) => token !== '')
  const surnameIndexes = new Set<number>()

  if (playByPlayTokens.length >= 2) {
    const initial = playByPlayTokens.at(-1)!
    const surnameTokens = playByPlayTokens.slice(0, -1)
    for (const surnameToken of surnameTokens) {
      const bare = surnameToken.replace(/\.$/, '')
      // Surnames sit at the end of the box-score name, so search from the right.
      for (let index = tokens.length - 1; index >= 1; index -= 1) {
        if (surnameIndexes.has(index)) {
          continue
        }
        const respelled = transferDiacritics(tokens[index]!, bare)
        if (respelled !== null) {
          surnameIndexes.add(index)
          if (hasDiacritics(bare)) {
            tokens[index] = respelled
          }
          break
        }
      }
    }
    // The initial is the first letter of the first name; only its own diacritic can be recovered.
    const first = tokens[0]
    if (first !== undefined && initial.length === 1 && hasDiacritics(initial)) {
      for (const spelling of asciiSpellingsOf(initial)) {
        if (first.toLowerCase().startsWith(spelling) && first.length > spelling.length) {
          tokens[0] = initial.toUpperCase() + first.slice(spelling.length)
          break
        }
      }
    }
  }

  if (surnameIndexes.size === 0 && tokens.length > 1) {
    surnameIndexes.add(tokens.length - 1)
  }
  const firstSurnameIndex = Math.min(...surnameIndexes)
  const firstName = tokens.slice(0, Number.isFinite(firstSurnameIndex) ? firstSurnameIndex : tokens.length).join(' ')
  const lastName = Number.isFinite(firstSurnameIndex) ? tokens.slice(firstSurnameIndex).join(' ') : ''
  return { name: tokens.join(' '), firstName, lastName }
}
