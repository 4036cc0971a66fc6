import type { ManagedProcess } from './processes';

/** Polls `url` until it answers 200; fails early when the process serving it dies. */
export async function waitUntilHealthy(url: string, process: ManagedProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastProblem = 'no answer yet';
  while (Date.now() < deadline) {
    if (process.hasExited()) {
      throw new Error(
        `${process.name} exited (${String(await process.exited)}) before ${url} answered:\n${process.output()}`,
      );
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
      lastProblem = `HTTP ${response.status}`;
    } catch (error) {
      lastProblem = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(
    `${process.name}: ${url} did not answer 200 within ${timeoutMs / 1000}s (${lastProblem}):\n${process.output()}`,
  );
}

/** One request, the body as text; throws unless the status is the expected one. */
export async function request(
  url: string,
  init: RequestInit & { expectStatus?: number } = {},
): Promise<{ status: number; text: string }> {
  const { expectStatus = 200, ...rest } = init;
  const response = await fetch(url, { ...rest, signal: AbortSignal.timeout(10_000) });
  const text = await response.text();
  if (response.status !== expectStatus) {
    throw new Error(`${rest.method ?? 'GET'} ${url}: expected HTTP ${expectStatus}, got ${response.status}: ${text}`);
  }
  return { status: response.status, text };
}
