import { Option } from 'commander'
import { defaultClientsDirectory } from '../paths.ts'

/** `--clients-dir <folder>`, the same on every command (tests point it at a temporary copy). */
export function clientsDirectoryOption(): Option {
  return new Option('--clients-dir <folder>', 'where client folders live').default(
    defaultClientsDirectory,
    'clients/ of the repository',
  )
}
