/** A mistake in what the person asked for: printed as is, nothing written or removed, exit code 1. */
export class InputError extends Error {
  override name = 'InputError'
}
