// The sender's file name is shown back to people (the form, the review), never used as a path: the files are
// stored under a generated uuid. Still it is cleaned, so that a name cannot smuggle a folder, a control
// character (a newline in a header) or a page of text into what is shown.

export const displayNameMaximumLength = 120

/** The bidirectional marks and overrides that make "gpj.exe" read as "exe.jpg". */
const bidirectionalControls = new Set([
  0x200e, 0x200f, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069,
])

/** Not a control character (C0, DEL, C1) nor a bidirectional control. */
function isShown(character: string): boolean {
  const code = character.codePointAt(0) ?? 0
  return code >= 0x20 && !(code >= 0x7f && code <= 0x9f) && !bidirectionalControls.has(code)
}

/**
 * The last path segment (either slash), without control characters, trimmed, at most 120 characters (the
 * extension kept when it has to be shortened); `fallback` when nothing is left.
 * @example
 * cleanDisplayName('C:\\Users\\me\\..\\crest\u0000.png', 'crest') // 'crest.png'
 */
export function cleanDisplayName(sentName: string | undefined, fallback: string): string {
  const basename = (sentName ?? '').split(/[/\\]/).at(-1) ?? ''
  const cleaned = Array.from(basename).filter(isShown).join('').trim()
  const name = cleaned === '' || cleaned === '.' || cleaned === '..' ? fallback : cleaned
  const characters = Array.from(name)
  if (characters.length <= displayNameMaximumLength) {
    return name
  }
  const extension = /\.[A-Za-z0-9]{1,8}$/.exec(name)?.[0] ?? ''
  return characters.slice(0, displayNameMaximumLength - extension.length).join('') + extension
}
