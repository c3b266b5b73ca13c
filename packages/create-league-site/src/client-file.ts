import { clientSchema } from '@league/client-league/client-schema'

/** Problems of a parsed client.json, one line each (`colors.color1: expected a hex colour…`). */
export function clientFileProblems(input: unknown): string[] {
  const result = clientSchema.safeParse(input)
  if (result.success) {
    return []
  }
  return result.error.issues.map(
    (issue) => `${issue.path.length > 0 ? issue.path.join('.') : '(root)'}: ${issue.message}`,
  )
}
