import { Button } from '@league/ui/components/button/button'

/** The end of an account form: what went wrong, announced, then the submit button, disabled while sending. */
export function FormSubmit({
  failure,
  sending,
  labels,
}: {
  failure: string | undefined
  sending: boolean
  labels: { submit: string; submitting: string }
}) {
  return (
    <>
      {failure ? (
        <p role="alert" className="font-semibold text-danger">
          {failure}
        </p>
      ) : null}
      <Button type="submit" disabled={sending} className="self-start">
        {sending ? labels.submitting : labels.submit}
      </Button>
    </>
  )
}
