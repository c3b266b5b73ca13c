import { clsx, type ClassValue } from 'clsx'
import { twMerge } from 'tailwind-merge'

/** Joins class names; on Tailwind conflicts the later class (the caller's) wins. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs))
}
