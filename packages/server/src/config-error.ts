/**
 * A configuration the server refuses to start with. Its message is written for the operator who
 * set the variables: main.ts prints it alone (no stack trace) and exits with status 1.
 */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}
