import fs from 'node:fs';

/**
 * The kernel's id of the calling thread (Linux: /proc/thread-self), for per-thread settings such
 * as priority or CPU set. Throws where there is no such file; callers treat that as "not Linux".
 */
export function ownThreadId(): number {
  return Number(fs.readlinkSync('/proc/thread-self').split('/').pop());
}
