// Reads the push configuration from the environment: the service account (a file or the JSON itself), the
// Firebase project and the URLs. Anything missing or broken is a warning that says what to set, and
// notifications are off; the API runs on.
import { readFileSync } from 'node:fs'
import { defaultFcmBaseUrl, ServiceAccountSchema, type FcmSenderOptions } from './fcm-sender.ts'

export type PushConfiguration =
  | { enabled: true; sender: Omit<FcmSenderOptions, 'fetch' | 'now'> }
  | { enabled: false; warning: string }

const defaultTokenUrl = 'https://oauth2.googleapis.com/token'

export function resolvePushConfiguration(environment: Record<string, string | undefined>): PushConfiguration {
  const file = environment['FCM_SERVICE_ACCOUNT_FILE']
  const inline = environment['FCM_SERVICE_ACCOUNT_JSON']
  if ((file === undefined || file === '') && (inline === undefined || inline === '')) {
    return {
      enabled: false,
      warning:
        'Push notifications are off: set FCM_SERVICE_ACCOUNT_FILE (or FCM_SERVICE_ACCOUNT_JSON) and FCM_PROJECT_ID ' +
        'to send them through Firebase Cloud Messaging',
    }
  }
  let text: string
  try {
    text = inline !== undefined && inline !== '' ? inline : readFileSync(file ?? '', 'utf8')
  } catch (error) {
    return {
      enabled: false,
      warning: `Push notifications are off: FCM_SERVICE_ACCOUNT_FILE cannot be read (${error instanceof Error ? error.message : String(error)})`,
    }
  }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return { enabled: false, warning: 'Push notifications are off: the FCM service account is not valid JSON' }
  }
  const serviceAccount = ServiceAccountSchema.safeParse(json)
  if (!serviceAccount.success) {
    const fields = serviceAccount.error.issues.map((issue) => issue.path.join('.')).join(', ')
    return {
      enabled: false,
      warning: `Push notifications are off: the FCM service account lacks or has a wrong ${fields}`,
    }
  }
  const projectId = environment['FCM_PROJECT_ID'] || serviceAccount.data.project_id
  if (projectId === undefined || projectId === '') {
    return {
      enabled: false,
      warning: 'Push notifications are off: set FCM_PROJECT_ID (the service account names no project_id)',
    }
  }
  return {
    enabled: true,
    sender: {
      serviceAccount: serviceAccount.data,
      projectId,
      baseUrl: environment['FCM_BASE_URL'] || defaultFcmBaseUrl,
      tokenUrl: environment['FCM_TOKEN_URL'] || serviceAccount.data.token_uri || defaultTokenUrl,
    },
  }
}
