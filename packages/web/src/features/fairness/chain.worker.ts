import { stepsToAnchor } from '@skinbet/shared/fairness/chain';

/**
 * Walks a secret up its hash chain off the main thread: up to a chain's length (100 000 by
 * default) of SHA-256 runs takes about a second, which would freeze the page.
 */
export interface ChainJob {
  secret: string;
  anchor: string;
  maxSteps: number;
}

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<ChainJob>) => void) | null;
  postMessage: (steps: number | null) => void;
};

scope.onmessage = (event) => {
  const { secret, anchor, maxSteps } = event.data;
  scope.postMessage(stepsToAnchor(secret, anchor, maxSteps));
};
