/** Every error's body (a 4xx or 5xx of any route): what went wrong, for a person. */
import * as v from 'valibot'

export const ErrorDocument = v.object({ error: v.string() })
export type ErrorDocument = v.InferOutput<typeof ErrorDocument>
