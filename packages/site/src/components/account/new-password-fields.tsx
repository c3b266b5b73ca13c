import { TextField } from '@league/ui/components/text-field/text-field'
import { minimumPasswordLength } from '@/lib/account/session-requests'

export type NewPasswordLabels = {
  newPassword: string
  repeatPassword: string
  /** The rule, as a hint under the field (the API decides, and says why it refuses). */
  rule: string
  tooShort: string
  passwordsDiffer: string
}

export type NewPasswordErrors = { newPassword?: string | undefined; repeatPassword?: string | undefined }

/** What the browser can tell about a new password before sending it: its length, and the two fields agree. */
export function checkNewPassword(form: FormData, labels: NewPasswordLabels): NewPasswordErrors {
  const password = String(form.get('newPassword') ?? '')
  const repeated = String(form.get('repeatPassword') ?? '')
  if ([...password].length < minimumPasswordLength) {
    return { newPassword: labels.tooShort }
  }
  return password === repeated ? {} : { repeatPassword: labels.passwordsDiffer }
}

/** The new password, twice, with the rule read under the first field. */
export function NewPasswordFields({ labels, errors }: { labels: NewPasswordLabels; errors: NewPasswordErrors }) {
  return (
    <>
      <TextField
        label={labels.newPassword}
        name="newPassword"
        type="password"
        autoComplete="new-password"
        required
        minLength={minimumPasswordLength}
        description={labels.rule}
        error={errors.newPassword}
      />
      <TextField
        label={labels.repeatPassword}
        name="repeatPassword"
        type="password"
        autoComplete="new-password"
        required
        error={errors.repeatPassword}
      />
    </>
  )
}

/** Puts the focus on the first field with an error, so the reader hears it. */
export function focusFirstError(form: HTMLFormElement, errors: Record<string, string | undefined>) {
  const first = Object.keys(errors).find((field) => errors[field] !== undefined)
  if (first !== undefined) {
    form.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus()
  }
}
