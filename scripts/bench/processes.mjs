// Every process the bench starts goes through here, each in its own process group, so the bench can stop
// exactly what it started (by PID, the group included: Lighthouse's Chromium, a server's workers) when it
// ends, fails or is interrupted, and nothing else.
import { spawn } from 'node:child_process'
import { closeSync, openSync } from 'node:fs'

/** @type {Map<number, { name: string, child: import('node:child_process').ChildProcess, stopSignal: NodeJS.Signals }>} */
const running = new Map()
/** Set when the bench starts stopping what it started. */
let stopping = false

function track(name, child, stopSignal = 'SIGTERM') {
  if (child.pid === undefined) {
    return
  }
  running.set(child.pid, { name, child, stopSignal })
  child.once('exit', () => running.delete(child.pid))
}

function signalGroup(pid, signal) {
  try {
    process.kill(-pid, signal)
  } catch {
    // the group has already gone
  }
}

/**
 * Starts a long-running service (API, site, nginx) with its stdout and stderr appended to `logFile`, so a
 * slow or failing run can be explained afterwards from the log. Answers the child process.
 */
export function startService(name, command, args, { cwd, env, logFile }) {
  refuseWhileStopping(name)
  const descriptor = openSync(logFile, 'a')
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', descriptor, descriptor], detached: true })
  closeSync(descriptor)
  track(name, child)
  child.once('exit', (code, signal) => {
    if (!stopping) {
      console.error(`[bench] ${name} (pid ${child.pid}) stopped on its own: exit code ${code}, signal ${signal}`)
    }
  })
  return child
}

/**
 * Runs a command to its end and answers `{ code, stdout, stderr }`; `inherit: true` shows its output instead
 * of capturing it. Asynchronous, so an interrupt can still stop it.
 */
export function runCommand(name, command, args, { cwd, env, inherit = false, stopSignal = 'SIGTERM' } = {}) {
  return new Promise((resolve, reject) => {
    refuseWhileStopping(name)
    const child = spawn(command, args, {
      cwd,
      env,
      stdio: inherit ? ['ignore', 'inherit', 'inherit'] : ['ignore', 'pipe', 'pipe'],
      detached: true,
    })
    track(name, child, stopSignal)
    const stdout = []
    const stderr = []
    child.stdout?.on('data', (chunk) => stdout.push(chunk))
    child.stderr?.on('data', (chunk) => stderr.push(chunk))
    child.once('error', reject)
    child.once('close', (code, signal) =>
      resolve({
        code: code ?? (signal ? 128 : 1),
        stdout: Buffer.concat(stdout).toString('utf8'),
        stderr: Buffer.concat(stderr).toString('utf8'),
      }),
    )
  })
}

/** Once the bench is stopping (an interrupt mid-run), nothing new starts that could outlive it. */
function refuseWhileStopping(name) {
  if (stopping) {
    throw new Error(`not starting ${name}: the bench is stopping`)
  }
}

/** Stops one started process group: `stopSignal`, then SIGKILL after `graceMilliseconds`. */
export async function stopProcess(child, { stopSignal = 'SIGTERM', graceMilliseconds = 10_000 } = {}) {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) {
    return
  }
  const exited = new Promise((resolve) => child.once('exit', resolve))
  signalGroup(child.pid, stopSignal)
  let timer
  const late = new Promise((resolve) => {
    timer = setTimeout(() => resolve('late'), graceMilliseconds)
  })
  if ((await Promise.race([exited, late])) === 'late') {
    signalGroup(child.pid, 'SIGKILL')
    await exited
  }
  clearTimeout(timer)
  // Whatever the group leader left behind (a browser, a worker) goes with it.
  signalGroup(child.pid, 'SIGKILL')
}

/** Stops everything still running that the bench started. */
export async function stopEverything() {
  stopping = true
  await Promise.all([...running.values()].map(({ child, stopSignal }) => stopProcess(child, { stopSignal })))
}

/**
 * On an interrupt or termination: stop what was started, then exit with the signal's code. On any exit:
 * kill whatever is somehow still running (a last resort; `exit` handlers cannot wait).
 */
export function stopEverythingOnExit() {
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
    ['SIGHUP', 129],
  ]) {
    process.once(signal, () => {
      console.error(`[bench] ${signal}: stopping what the bench started …`)
      void stopEverything().finally(() => process.exit(code))
    })
  }
  process.once('exit', () => {
    for (const pid of running.keys()) {
      signalGroup(pid, 'SIGKILL')
    }
  })
}
