import { ApiFailure, NETWORK_FAILURE_KEY } from '../../../lib/api-client';
import { downloadCsv } from '../console/csv';
import { noteAdminFailure } from '../console/two-factor-gate';

/** The file name the server gives the GGR export of a period. */
export const ggrCsvFilename = (from: string, to: string) => `ggr-${from}-${to}.csv`;

/**
 * Downloads the GGR report of a period as the server writes it (`POST /api/admin/reports/ggr/csv`,
 * docs/operations/console.md "Reports"): a file, not JSON, so not through `adminCall`. A refusal
 * throws the server's key, and a missing step-up raises the two-factor gate as any console call.
 */
export async function downloadGgrCsv(from: string, to: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch('/api/admin/reports/ggr/csv', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ from, to }),
    });
  } catch {
    throw new ApiFailure(NETWORK_FAILURE_KEY, 0);
  }
  if (!response.ok) {
    const payload = (await response.json().catch(() => undefined)) as { message?: unknown } | undefined;
    const key = typeof payload?.message === 'string' ? payload.message : undefined;
    const failure = new ApiFailure(key ?? NETWORK_FAILURE_KEY, response.status, key !== undefined);
    noteAdminFailure(failure);
    throw failure;
  }
  downloadCsv(ggrCsvFilename(from, to), await response.text());
}
