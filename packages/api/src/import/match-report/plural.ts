// Counted nouns: "1 point", "2 poena", "5 очков". Intl.PluralRules knows each language's categories
// (Slovenian has a dual, Russian few/many), the forms per category are listed per word.

export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }

const rules = new Map<string, Intl.PluralRules>()

/** "21 poen", "22 poena", "25 poena" in Serbian; the number then the right form of the noun. */
export function counted(locale: string, count: number, forms: PluralForms): string {
  let rule = rules.get(locale)
  if (rule === undefined) {
    rule = new Intl.PluralRules(locale)
    rules.set(locale, rule)
  }
  const category = rule.select(count)
  return `${count} ${forms[category] ?? forms.other}`
}
