// The team application form, shared by the API (which decides) and the site (which shows problems as the
// club types): the sections, what a saved draft may hold, and the rules a submitted form must meet. Plain
// zod and no server code, so the browser runs the very same checks. A problem is a field path and a code
// (`squad.players.2.shirtNumber` + `duplicate_shirt`); the site words each code in the visitor's language,
// the API in English (problemMessage).
import { isValidPhoneNumber } from 'libphonenumber-js'
import { z } from 'zod'

export const applicationSections = ['club', 'arena', 'contacts', 'squad', 'staff', 'documents'] as const
export type ApplicationSection = (typeof applicationSections)[number]

export const applicationStatuses = [
  'draft',
  'submitted',
  'changes_requested',
  'approved',
  'rejected',
  'withdrawn',
] as const
export type ApplicationStatus = (typeof applicationStatuses)[number]

/** The statuses in which the club may still change its form. */
export const editableStatuses: readonly ApplicationStatus[] = ['draft', 'changes_requested']

export const playerPositions = ['PG', 'SG', 'SF', 'PF', 'C'] as const
export const contactRoles = ['president', 'manager', 'pressOfficer'] as const
export type ContactRole = (typeof contactRoles)[number]

/** The PDFs every application must carry, in the order the form asks for them. */
export const requiredDocumentKinds = ['registration-certificate', 'arena-safety-certificate'] as const
export type RequiredDocumentKind = (typeof requiredDocumentKinds)[number]

/** The league's squad limits; the form shows them and submit enforces them. */
export type ApplicationRules = { minimumPlayers: number; maximumPlayers: number }
export const defaultApplicationRules: ApplicationRules = { minimumPlayers: 10, maximumPlayers: 16 }

// Drafts: every field may still be empty, but nothing may be longer than a person would type, so a
// malicious body is refused before it is stored.
const text = (maximum: number) => z.string().max(maximum)
const optionalText = (maximum: number) => text(maximum).optional()

const ContactDraftSchema = z.object({
  name: optionalText(120),
  email: optionalText(254),
  phone: optionalText(40),
})
const PersonDraftSchema = z.object({ name: optionalText(120) })

export const PlayerDraftSchema = z.object({
  firstName: optionalText(60),
  lastName: optionalText(60),
  /** YYYY-MM-DD. */
  dateOfBirth: optionalText(10),
  /** ISO 3166-1 alpha-2, e.g. RS. */
  nationality: optionalText(2),
  position: optionalText(2),
  /** 0–99, or 00, as printed on the shirt. */
  shirtNumber: optionalText(2),
  heightCm: z.number().int().min(0).max(999).optional(),
})
export type PlayerDraft = z.infer<typeof PlayerDraftSchema>

export const sectionDraftSchemas = {
  club: z.object({
    name: optionalText(120),
    shortName: optionalText(40),
    primaryColour: optionalText(7),
    secondaryColour: optionalText(7),
    /** An uploaded file of kind crest (uploads), by id. */
    crestFileId: z.uuid().optional(),
  }),
  arena: z.object({
    name: optionalText(120),
    address: optionalText(240),
    capacity: z.number().int().min(0).max(1_000_000).optional(),
  }),
  contacts: z.object({
    president: ContactDraftSchema.optional(),
    manager: ContactDraftSchema.optional(),
    pressOfficer: ContactDraftSchema.optional(),
  }),
  squad: z.object({ players: z.array(PlayerDraftSchema).max(30).optional() }),
  staff: z.object({
    headCoach: PersonDraftSchema.optional(),
    assistants: z.array(PersonDraftSchema).max(6).optional(),
    doctor: PersonDraftSchema.optional(),
  }),
  documents: z.object({
    /** Required document kind → uploaded file id (kind document). */
    files: z.partialRecord(z.enum(requiredDocumentKinds), z.uuid()).optional(),
  }),
} satisfies Record<ApplicationSection, z.ZodType>

export type ApplicationSectionData = { [S in ApplicationSection]: z.infer<(typeof sectionDraftSchemas)[S]> }
/** The whole form as stored: each section as last saved, missing until the club first saves it. */
export type ApplicationForm = Partial<ApplicationSectionData>
/** The staff's comment per section when they ask for changes. */
export type ReviewComments = Partial<Record<ApplicationSection, string>>

export const problemCodes = [
  'required',
  'invalid_email',
  'invalid_phone',
  'invalid_colour',
  'invalid_date',
  'future_date',
  'too_old',
  'too_young',
  'invalid_nationality',
  'invalid_position',
  'invalid_shirt_number',
  'duplicate_shirt_number',
  'out_of_range',
  'too_few_players',
  'too_many_players',
  'unknown_file',
] as const
export type ProblemCode = (typeof problemCodes)[number]

/** One thing wrong with one field; `values` fill the message (`{minimum}`…). */
export type ApplicationProblem = { path: string; code: ProblemCode; values?: Record<string, string | number> }

/** English words of each problem, for the API's `fields` and the command line; the site has its own six. */
const englishMessages: Record<ProblemCode, string> = {
  required: 'This is required.',
  invalid_email: 'Enter an e-mail address such as name@club.com.',
  invalid_phone: 'Enter a phone number with its country code, such as +381 11 123 4567.',
  invalid_colour: 'Pick a colour.',
  invalid_date: 'Enter a date such as 2001-04-23.',
  future_date: 'A date of birth cannot be in the future.',
  too_old: 'Check the year: this player would be over 60.',
  too_young: 'A player must be at least {minimum} years old.',
  invalid_nationality: 'Choose a country.',
  invalid_position: 'Choose a position.',
  invalid_shirt_number: 'A shirt number is 0 to 99 (or 00).',
  duplicate_shirt_number: 'Shirt number {number} is taken by another player.',
  out_of_range: 'Enter a number from {minimum} to {maximum}.',
  too_few_players: 'The squad needs at least {minimum} players.',
  too_many_players: 'The squad may have at most {maximum} players.',
  unknown_file: 'Upload the file again: it is not one of this application.',
}

export function problemMessage(problem: ApplicationProblem, templates: Record<ProblemCode, string> = englishMessages) {
  return templates[problem.code].replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    String(problem.values?.[name] ?? placeholder),
  )
}

/** `problems` as the API's `fields`: path → the first problem's English message. */
export function problemFields(problems: readonly ApplicationProblem[]): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const problem of problems) {
    fields[problem.path] ??= problemMessage(problem)
  }
  return fields
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const colourPattern = /^#[0-9a-f]{6}$/i
const datePattern = /^\d{4}-\d{2}-\d{2}$/
const shirtPattern = /^(00|\d|[1-9]\d)$/
const minimumPlayerAge = 14
const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' })

/** Whether `code` is a country code ICU knows (RS, SI, ES…). */
export const isCountryCode = (code: string) => /^[A-Z]{2}$/.test(code) && regionNames.of(code) !== undefined

/** What the checks need besides the form: which files belong to the application, and today's date. */
export type CheckContext = {
  rules: ApplicationRules
  /** Uploaded files of this application, id → kind (crest or document). */
  files: ReadonlyMap<string, string>
  /** YYYY-MM-DD in the league's time; dates of birth after it are refused. */
  today: string
}

/**
 * Collects what is wrong: always what is malformed, and when `complete` also what is missing. Drafts are
 * checked with `complete: false` (an empty field is fine, a wrong one is not), submit with `complete: true`.
 */
class ProblemList {
  readonly problems: ApplicationProblem[] = []
  constructor(readonly complete: boolean) {}

  add(path: string, code: ProblemCode, values?: ApplicationProblem['values']) {
    this.problems.push(values === undefined ? { path, code } : { path, code, values })
  }

  /** Whether the field has a value; when it does not and the form must be complete, says it is required. */
  present(path: string, value: string | number | undefined): value is string | number {
    const filled = value !== undefined && String(value).trim() !== ''
    if (!filled && this.complete) {
      this.add(path, 'required')
    }
    return filled
  }

  check(path: string, value: string | undefined, isValid: (value: string) => boolean, code: ProblemCode) {
    if (this.present(path, value) && !isValid(value.trim())) {
      this.add(path, code)
    }
  }

  range(path: string, value: number | undefined, minimum: number, maximum: number) {
    if (this.present(path, value) && (value < minimum || value > maximum)) {
      this.add(path, 'out_of_range', { minimum, maximum })
    }
  }

  file(path: string, fileId: string | undefined, kind: string, files: ReadonlyMap<string, string>) {
    if (this.present(path, fileId) && files.get(fileId) !== kind) {
      this.add(path, 'unknown_file')
    }
  }
}

function checkPlayerBirth(list: ProblemList, path: string, value: string | undefined, today: string) {
  if (!list.present(path, value)) {
    return
  }
  const date = new Date(`${value}T00:00:00Z`)
  if (!datePattern.test(value) || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) {
    list.add(path, 'invalid_date')
  } else if (value > today) {
    list.add(path, 'future_date')
  } else if (Number(today.slice(0, 4)) - Number(value.slice(0, 4)) > 60) {
    list.add(path, 'too_old')
  } else if (value > `${Number(today.slice(0, 4)) - minimumPlayerAge}${today.slice(4)}`) {
    list.add(path, 'too_young', { minimum: minimumPlayerAge })
  }
}

function checkSquad(list: ProblemList, squad: ApplicationSectionData['squad'], context: CheckContext) {
  const players = squad.players ?? []
  const { minimumPlayers, maximumPlayers } = context.rules
  if (list.complete && players.length < minimumPlayers) {
    list.add('squad.players', 'too_few_players', { minimum: minimumPlayers })
  }
  if (players.length > maximumPlayers) {
    list.add('squad.players', 'too_many_players', { maximum: maximumPlayers })
  }
  const shirtHolders = new Map<string, number>()
  players.forEach((player, index) => {
    const at = `squad.players.${index}`
    list.present(`${at}.firstName`, player.firstName)
    list.present(`${at}.lastName`, player.lastName)
    checkPlayerBirth(list, `${at}.dateOfBirth`, player.dateOfBirth, context.today)
    list.check(`${at}.nationality`, player.nationality, isCountryCode, 'invalid_nationality')
    list.check(
      `${at}.position`,
      player.position,
      (value) => playerPositions.some((p) => p === value),
      'invalid_position',
    )
    list.range(`${at}.heightCm`, player.heightCm, 150, 240)
    const shirt = player.shirtNumber?.trim()
    list.check(`${at}.shirtNumber`, shirt, (value) => shirtPattern.test(value), 'invalid_shirt_number')
    if (shirt !== undefined && shirtPattern.test(shirt)) {
      const holder = shirtHolders.get(shirt)
      if (holder === undefined) {
        shirtHolders.set(shirt, index)
      } else {
        list.add(`${at}.shirtNumber`, 'duplicate_shirt_number', { number: shirt })
      }
    }
  })
}

type SectionCheck<S extends ApplicationSection> = (
  list: ProblemList,
  data: ApplicationSectionData[S],
  context: CheckContext,
) => void

const sectionChecks: { [S in ApplicationSection]: SectionCheck<S> } = {
  club(list, club, context) {
    list.present('club.name', club.name)
    list.present('club.shortName', club.shortName)
    list.check('club.primaryColour', club.primaryColour, (value) => colourPattern.test(value), 'invalid_colour')
    list.check('club.secondaryColour', club.secondaryColour, (value) => colourPattern.test(value), 'invalid_colour')
    list.file('club.crestFileId', club.crestFileId, 'crest', context.files)
  },
  arena(list, arena) {
    list.present('arena.name', arena.name)
    list.present('arena.address', arena.address)
    list.range('arena.capacity', arena.capacity, 500, 100_000)
  },
  contacts(list, contacts) {
    for (const role of contactRoles) {
      const contact = contacts[role] ?? {}
      list.present(`contacts.${role}.name`, contact.name)
      list.check(`contacts.${role}.email`, contact.email, (value) => emailPattern.test(value), 'invalid_email')
      list.check(`contacts.${role}.phone`, contact.phone, (value) => isValidPhoneNumber(value), 'invalid_phone')
    }
  },
  squad: checkSquad,
  staff(list, staff) {
    list.present('staff.headCoach.name', staff.headCoach?.name)
    list.present('staff.doctor.name', staff.doctor?.name)
  },
  documents(list, documents, context) {
    for (const kind of requiredDocumentKinds) {
      list.file(`documents.files.${kind}`, documents.files?.[kind], 'document', context.files)
    }
  },
}

/** The problems of one section: malformed values always, missing ones when `complete`. */
export function sectionProblems<S extends ApplicationSection>(
  section: S,
  data: ApplicationSectionData[S] | undefined,
  context: CheckContext,
  complete: boolean,
): ApplicationProblem[] {
  const list = new ProblemList(complete)
  const check = sectionChecks[section] as SectionCheck<S>
  check(list, data ?? ({} as ApplicationSectionData[S]), context)
  return list.problems
}

/** Every problem of the whole form, as submit sees it: all at once, section by section. */
export function formProblems(form: ApplicationForm, context: CheckContext): ApplicationProblem[] {
  return applicationSections.flatMap((section) => sectionProblems(section, form[section], context, true))
}

/** Per section: whether it is complete, and how many problems stop it (the form's progress indicator). */
export function formProgress(form: ApplicationForm, context: CheckContext) {
  return applicationSections.map((section) => {
    const problems = sectionProblems(section, form[section], context, true).length
    return { section, complete: problems === 0, problems }
  })
}
