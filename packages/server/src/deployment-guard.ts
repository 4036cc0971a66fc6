import { ConfigError } from './config-error';

/**
 * What a node refuses to start with (issue 25; docs/operations/production.md). Demo sign-in and
 * the payment sandbox hand out accounts, staff roles and credit that nobody paid for: a production
 * node runs them only when DEMO_SITE=1 says it is a public demo, and a demo site in turn never
 * holds a real provider's credentials. Listening on a loopback address guards nothing here: a
 * reverse proxy on the same host exposes it.
 */
export interface DeploymentSettings {
  nodeEnv: 'development' | 'production' | 'test';
  demoSite: boolean;
  demoLogin: boolean;
  sandbox: boolean;
  /** The raw variables, to name them as the operator wrote them. */
  env: NodeJS.ProcessEnv;
  /** Real provider credential variables that are set (wallet.config `credentialVariablesSet`). */
  credentialsSet: string[];
}

const FOR_A_DEMO = 'set DEMO_SITE=1 for a public demo (it then refuses every real provider credential)';

/** Throws a one-line ConfigError naming the variable, or returns when the settings may run. */
export function refuseUnsafeDeployment(settings: DeploymentSettings): void {
  const { env, demoSite } = settings;
  if (settings.nodeEnv === 'production' && !demoSite) {
    if (settings.demoLogin) {
      throw new ConfigError(
        `DEMO_LOGIN=${env.DEMO_LOGIN} is refused in production: demo sign-in lets anyone create an account with credit and a staff role; unset it, or ${FOR_A_DEMO}`,
      );
    }
    if (settings.sandbox) {
      throw new ConfigError(
        `PAYMENTS_SANDBOX=${env.PAYMENTS_SANDBOX} is refused in production: the sandbox credits deposits nobody paid and stands in for Steam; unset it, or ${FOR_A_DEMO}`,
      );
    }
  }
  if (demoSite && settings.credentialsSet.length > 0) {
    throw new ConfigError(
      `DEMO_SITE=${env.DEMO_SITE} is refused with real provider credentials set: ${settings.credentialsSet.join(', ')}; a public demo never reaches real money or skins, so unset them (or DEMO_SITE)`,
    );
  }
}
