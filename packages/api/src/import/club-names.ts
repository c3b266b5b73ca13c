// Club names in the data carry sponsors ("Partizan Mozzart Bet", "Igokea m:tel") that change between and
// even within seasons. URLs and the clubs list use the club's own name, which the data cannot tell apart from
// the sponsor, so it is listed here per club code. A club missing from this list keeps the longest word
// prefix its names share (e.g. "FMP Meridian" / "FMP Soccerbet" → "FMP").
const stableNames: Record<string, string> = {
  BOR: 'Borac',
  BUD: 'Budućnost',
  CIB: 'Cibona',
  COL: 'Cedevita Olimpija',
  CZV: 'Crvena zvezda',
  FMP: 'FMP',
  IGO: 'Igokea',
  KRK: 'Krka',
  MEG: 'Mega',
  MOR: 'Mornar',
  MZT: 'MZT Skopje',
  PAR: 'Partizan',
  PRI: 'Koper Primorska',
  SCD: 'SC Derby',
  SPL: 'Split',
  ZAD: 'Zadar',
}

function commonWordPrefix(names: readonly string[]): string {
  const [first, ...rest] = names.map((name) => name.split(/\s+/))
  if (first === undefined) {
    return ''
  }
  let length = first.length
  for (const words of rest) {
    let shared = 0
    while (shared < Math.min(length, words.length) && words[shared] === first[shared]) {
      shared += 1
    }
    length = shared
  }
  return first.slice(0, length).join(' ')
}

/** The club's name without sponsors, from its code and every name it used. */
export function stableClubName(code: string, names: readonly string[]): string {
  const listed = stableNames[code]
  if (listed !== undefined) {
    return listed
  }
  const prefix = commonWordPrefix(names)
  return prefix === '' ? (names[0] ?? code) : prefix
}
