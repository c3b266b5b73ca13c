// What the bench reads besides wrk: single timed requests with their raw bytes and headers, and a process
// group's CPU time and resident memory from /proc (the causes behind a SHORT figure).
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { request } from 'node:http'
import { connect } from 'node:net'

/**
 * One request without keep-alive, answering its status, headers, raw body (still compressed, exactly as it
 * came over the wire) and the time to its last byte in milliseconds.
 */
export function fetchRaw(url, headers = {}) {
  const started = performance.now()
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { agent: false, headers }, (response) => {
      const chunks = []
      response.on('data', (chunk) => chunks.push(chunk))
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
          milliseconds: performance.now() - started,
        }),
      )
      response.on('error', reject)
    })
    outgoing.setTimeout(60_000, () => outgoing.destroy(new Error(`${url}: no answer within 60 s`)))
    outgoing.on('error', reject)
    outgoing.end()
  })
}

/** Whether something accepts TCP connections on the port of 127.0.0.1 now. */
export function isListening(port) {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

/** Resolves once something accepts TCP connections on the port (without sending a request that warms it). */
export async function waitForPort(port, { seconds = 300, isAlive = () => true } = {}) {
  const deadline = Date.now() + seconds * 1000
  while (Date.now() < deadline) {
    if (!isAlive()) {
      throw new Error(`the process meant to listen on port ${port} has stopped`)
    }
    if (await isListening(port)) {
      return
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`nothing listened on port ${port} within ${seconds} s`)
}

const ticksPerSecond = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100
  } catch {
    return 100
  }
})()

/** The /proc/<pid>/stat fields after the command name (which may itself hold spaces and parentheses). */
function statFields(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')
}

/** Every live process in the group led by `groupLeader` (the bench starts each service as a group). */
export function groupMembers(groupLeader) {
  const members = []
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) {
      continue
    }
    try {
      // After the name: state, ppid, pgrp, …
      if (Number(statFields(entry)[2]) === groupLeader) {
        members.push(Number(entry))
      }
    } catch {
      // the process ended while we looked
    }
  }
  return members
}

/** CPU time (user + system) the group has used so far, in milliseconds. */
export function groupCpuMilliseconds(groupLeader) {
  let ticks = 0
  for (const pid of groupMembers(groupLeader)) {
    try {
      const fields = statFields(pid)
      // utime and stime are the 14th and 15th fields of the whole line, 12th and 13th after the name.
      ticks += Number(fields[11]) + Number(fields[12])
    } catch {
      // gone
    }
  }
  return (ticks / ticksPerSecond) * 1000
}

const mib = (kibibytes) => Math.round(kibibytes / 1024)

/** Resident memory of the group in MiB, with its anonymous part (heap and the like) and file-backed part. */
export function groupMemory(groupLeader) {
  let resident = 0
  let anonymous = 0
  let fileBacked = 0
  const members = groupMembers(groupLeader)
  for (const pid of members) {
    try {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8')
      const kib = (label) => Number(new RegExp(`${label}:\\s+(\\d+)`).exec(status)?.[1] ?? 0)
      resident += kib('VmRSS')
      anonymous += kib('RssAnon')
      fileBacked += kib('RssFile') + kib('RssShmem')
    } catch {
      // gone
    }
  }
  return {
    residentMiB: mib(resident),
    anonymousMiB: mib(anonymous),
    fileMiB: mib(fileBacked),
    processes: members.length,
  }
}

/** The whole machine's CPU time so far from /proc/stat, in milliseconds summed over all cores. */
function machineMilliseconds() {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number)
  // user nice system idle iowait irq softirq steal (guest time is already inside user and nice)
  const total = fields.slice(0, 8).reduce((sum, value) => sum + value, 0)
  const idle = (fields[3] ?? 0) + (fields[4] ?? 0)
  return { total: (total / ticksPerSecond) * 1000, busy: ((total - idle) / ticksPerSecond) * 1000 }
}

/** CPU time of this process and of its finished children (wrk, once it has exited), in milliseconds. */
function ownMilliseconds() {
  const fields = statFields(process.pid)
  return ((Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) / ticksPerSecond) * 1000
}

/**
 * Runs `measure()` (a wrk run, Lighthouse) and answers its result with the CPU milliseconds each named
 * process group used meanwhile, and the share of the machine's CPU capacity (all cores) that went to work
 * outside the bench's processes (other people's processes on a shared machine, and the kernel's interrupt
 * handling, which /proc attributes to no process): the machine's busy time minus that of
 * the groups, the bench itself and its finished children (wrk). `{ result, cpuMs: { site: …, api: … },
 * machineBusy, otherWork }`, the last two as fractions of the capacity.
 */
export async function withCpu(groups, measure) {
  const cpuOf = () => Object.fromEntries(Object.entries(groups).map(([name, pid]) => [name, groupCpuMilliseconds(pid)]))
  const before = cpuOf()
  const ownBefore = ownMilliseconds()
  const machineBefore = machineMilliseconds()
  const result = await measure()
  const machineAfter = machineMilliseconds()
  const ownAfter = ownMilliseconds()
  const after = cpuOf()
  const cpuMs = Object.fromEntries(Object.keys(groups).map((name) => [name, Math.round(after[name] - before[name])]))
  const capacity = machineAfter.total - machineBefore.total
  const busy = machineAfter.busy - machineBefore.busy
  const ours = Object.values(cpuMs).reduce((sum, value) => sum + value, 0) + (ownAfter - ownBefore)
  const share = (value) => (capacity > 0 ? Number(Math.max(0, value / capacity).toFixed(3)) : null)
  return { result, cpuMs, machineBusy: share(busy), otherWork: share(busy - ours) }
}
