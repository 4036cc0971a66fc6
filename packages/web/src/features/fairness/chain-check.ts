import { stepsToAnchor } from '@skinbet/shared/fairness/chain';
import type { ChainJob } from './chain.worker';

/**
 * `stepsToAnchor` in a Web Worker (the shared function, unchanged), falling back to the main
 * thread where workers are not available or fail to start.
 */
export function stepsToAnchorOffThread(secret: string, anchor: string, maxSteps: number): Promise<number | null> {
  const onMainThread = () => stepsToAnchor(secret, anchor, maxSteps);
  if (typeof Worker === 'undefined') return Promise.resolve(onMainThread());
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./chain.worker.ts', import.meta.url), { type: 'module' });
    } catch {
      resolve(onMainThread());
      return;
    }
    worker.onmessage = (event: MessageEvent<number | null>) => {
      worker.terminate();
      resolve(event.data);
    };
    worker.onerror = () => {
      worker.terminate();
      resolve(onMainThread());
    };
    const job: ChainJob = { secret, anchor, maxSteps };
    worker.postMessage(job);
  });
}
