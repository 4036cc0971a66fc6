/**
 * The socket protocol's version: bump it on any incompatible change to the events in
 * events.ts, which re-exports it; clients see it in `hello`. Kept apart from events.ts so that the
 * web app's first load can compare versions without the event registry's schemas, which it loads
 * with the socket client after the first render.
 */
export const PROTOCOL_VERSION = 3;
