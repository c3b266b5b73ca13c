// The notifier the API and the import command use: FCM when configured, otherwise a silent one and a single
// warning that says what to set.
import type { Database } from '../db/connection.ts'
import { resolvePushConfiguration } from './configuration.ts'
import { createFcmSender } from './fcm-sender.ts'
import { createNotifier, silentNotifier, type Notifier, type NotifierLog } from './notifier.ts'

export type { Notifier } from './notifier.ts'

export function notifierFromEnvironment(
  database: Database,
  environment: Record<string, string | undefined>,
  log: { warn: NotifierLog; info: NotifierLog },
): Notifier {
  const configuration = resolvePushConfiguration(environment)
  if (!configuration.enabled) {
    log.warn(configuration.warning, {})
    return silentNotifier
  }
  log.info('push notifications on', {
    project: configuration.sender.projectId,
    baseUrl: configuration.sender.baseUrl,
  })
  return createNotifier({
    database,
    send: createFcmSender(configuration.sender),
    warn: log.warn,
    onReport: (topic, report) => log.info('push notifications sent', { topic, ...report }),
  })
}
