/** The name of the meta element through which the server tells the browser the Sentry DSN at run time. */
export const sentryDsnMetaName = 'league-sentry-dsn'
