// Spelling folds shared by slugs, search and name repair. Serbian Latin and Cyrillic map one to one
// (Ђ = Đ, Џ = Dž, Љ = Lj …); đ has no decomposition in Unicode, so it is folded by hand.

const cyrillicToLatin: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  ђ: 'đ',
  е: 'e',
  ж: 'ž',
  з: 'z',
  и: 'i',
  ј: 'j',
  к: 'k',
  л: 'l',
  љ: 'lj',
  м: 'm',
  н: 'n',
  њ: 'nj',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  ћ: 'ć',
  у: 'u',
  ф: 'f',
  х: 'h',
  ц: 'c',
  ч: 'č',
  џ: 'dž',
  ш: 'š',
  // Russian letters Serbian does not use, so a Russian-keyboard query still finds Latin names.
  й: 'j',
  ы: 'y',
  э: 'e',
  ю: 'ju',
  я: 'ja',
  ё: 'e',
  щ: 'šč',
  ъ: '',
  ь: '',
}

/** Serbian (and Russian) Cyrillic to Latin script; other characters pass through, case is kept. */
export function transliterateCyrillic(text: string): string {
  let latin = ''
  for (const character of text) {
    const lower = character.toLowerCase()
    const mapped = cyrillicToLatin[lower]
    if (mapped === undefined) {
      latin += character
    } else if (lower !== character && mapped.length > 0) {
      // Upper case: "Џ" → "Dž", "Љ" → "Lj".
      latin += mapped[0]!.toUpperCase() + mapped.slice(1)
    } else {
      latin += mapped
    }
  }
  return latin
}

/** Drops diacritics: "Đorđević" → "Dordevic", "Božić" → "Bozic". */
export function stripDiacritics(text: string): string {
  return text
    .replaceAll('đ', 'd')
    .replaceAll('Đ', 'D')
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
}

/**
 * The form both stored names and queries are reduced to before matching: Latin script, lower case, no
 * diacritics, and the digraphs that spell đ or dž in ASCII (dj, dz) reduced to d. So "Đorđević",
 * "Djordjevic", "Dordevic", "Dzordzevic" and "Ђорђевић" all become "dordevic".
 */
export function searchFold(text: string): string {
  return stripDiacritics(transliterateCyrillic(text).toLowerCase())
    .replace(/d[jz]/g, 'd')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}

/** URL slug: "Stefan Đorđević" → "stefan-dordevic", "Mornar-Barsko zlato" → "mornar-barsko-zlato". */
export function slugify(text: string): string {
  return stripDiacritics(transliterateCyrillic(text).toLowerCase())
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}
