/**
 * A local stand-in for Steam's OpenID 2.0 provider (stateless / "dumb" mode), speaking the
 * real wire protocol over HTTP so the relying party can be tested end to end without mocks.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildSteamLoginUrl, OPENID_NS } from './steam-openid';

const DEFAULT_STEAM_ID = '76561197960287930';
const SIGNED_FIELDS = 'signed,op_endpoint,claimed_id,identity,return_to,response_nonce,assoc_handle';
const MAX_BODY_BYTES = 64 * 1024;

/** Handle on a running fake provider. */
export interface FakeSteamProvider {
  /** The OP endpoint, e.g. http://127.0.0.1:<port>/openid/login. */
  readonly url: string;
  close(): Promise<void>;
  /** Account that the next checkid_setup will sign in as. */
  setSteamId(id: string): void;
  /**
   * Fault injection for check_authentication: `status` answers with that HTTP status;
   * `isValid` forces the is_valid answer regardless of the real signature/replay checks.
   */
  misbehave: { status?: number; isValid?: boolean };
  /** Number of check_authentication requests received. */
  readonly checkAuthenticationCalls: number;
}

/** Starts the fake on an ephemeral 127.0.0.1 port. */
export async function startFakeSteamProvider(opts?: { steamId?: string }): Promise<FakeSteamProvider> {
  let steamId = opts?.steamId ?? DEFAULT_STEAM_ID;
  let calls = 0;
  const secret = randomBytes(32); // private association secret; RPs can only ask us about it
  const assocHandle = `fake-${randomBytes(8).toString('hex')}`;
  const confirmedNonces = new Set<string>();
  let url = '';

  const sign = (fields: URLSearchParams): string => {
    const list = (fields.get('openid.signed') ?? '').split(',');
    const kv = list.map((f) => `${f}:${fields.get(`openid.${f}`) ?? ''}\n`).join('');
    return createHmac('sha256', secret).update(kv).digest('base64');
  };

  const checkIdSetup = (params: URLSearchParams, res: ServerResponse): void => {
    const returnTo = params.get('openid.return_to') ?? '';
    const realm = params.get('openid.realm');
    // Like Steam, refuse to send the user anywhere outside the realm they were shown.
    if (params.get('openid.ns') !== OPENID_NS || !realm || !returnTo.startsWith(realm) || !URL.canParse(returnTo)) {
      return text(res, 400, 'invalid checkid_setup request\n');
    }
    const target = new URL(returnTo);
    const claimed = `https://steamcommunity.com/openid/id/${steamId}`;
    const stamp = new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
    const assertion = new URLSearchParams({
      'openid.ns': OPENID_NS,
      'openid.mode': 'id_res',
      'openid.op_endpoint': url,
      'openid.claimed_id': claimed,
      'openid.identity': claimed,
      'openid.return_to': returnTo,
      'openid.response_nonce': `${stamp}${randomBytes(9).toString('base64url')}`,
      'openid.assoc_handle': assocHandle,
      'openid.signed': SIGNED_FIELDS,
    });
    assertion.set('openid.sig', sign(assertion));
    for (const [k, v] of assertion) target.searchParams.set(k, v); // OP appends to return_to
    res.writeHead(302, { location: target.toString(), connection: 'close' }).end();
  };

  const checkAuthentication = (params: URLSearchParams, res: ServerResponse): void => {
    calls += 1;
    const { misbehave } = handle; // read per request: tests may replace the whole object
    if (misbehave.status !== undefined) return text(res, misbehave.status, 'provider failure\n');
    const nonce = params.get('openid.response_nonce') ?? '';
    const expected = Buffer.from(sign(params));
    const given = Buffer.from(params.get('openid.sig') ?? '');
    let valid =
      params.get('openid.assoc_handle') === assocHandle &&
      (params.get('openid.signed') ?? '').split(',').includes('response_nonce') &&
      expected.length === given.length &&
      timingSafeEqual(expected, given) &&
      !confirmedNonces.has(nonce); // Steam confirms each assertion only once
    if (misbehave.isValid !== undefined) valid = misbehave.isValid;
    if (valid) confirmedNonces.add(nonce);
    text(res, 200, `ns:${OPENID_NS}\nis_valid:${valid}\n`);
  };

  const server = createServer((req, res) => {
    const reqUrl = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (reqUrl.pathname !== '/openid/login') return text(res, 404, 'not found\n');
    if (req.method === 'GET') {
      if (reqUrl.searchParams.get('openid.mode') !== 'checkid_setup') return text(res, 400, 'bad mode\n');
      return checkIdSetup(reqUrl.searchParams, res);
    }
    if (req.method !== 'POST') return text(res, 405, 'method not allowed\n');
    readBody(req).then(
      (body) => {
        const params = new URLSearchParams(body);
        if (params.get('openid.mode') !== 'check_authentication') return text(res, 400, 'bad mode\n');
        checkAuthentication(params, res);
      },
      () => text(res, 413, 'body too large\n'),
    );
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/openid/login`;

  const handle: FakeSteamProvider = {
    url,
    misbehave: {},
    setSteamId: (id) => {
      steamId = id;
    },
    get checkAuthenticationCalls() {
      return calls;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((err) => (err ? reject(err) : resolve()));
        server.closeAllConnections(); // fetch keeps sockets alive; don't wait for them
      }),
  };
  return handle;
}

/**
 * Runs a checkid_setup against the fake (as the browser would) and returns the query of
 * the redirect back to `returnTo`, i.e. the assertion, so tests can inspect or tamper with it.
 */
export async function fakeSteamAssertion(provider: FakeSteamProvider, returnTo: string): Promise<URLSearchParams> {
  const loginUrl = buildSteamLoginUrl({
    providerUrl: provider.url,
    returnTo,
    realm: new URL(returnTo).origin,
  });
  const res = await fetch(loginUrl, { redirect: 'manual' });
  const location = res.headers.get('location');
  if (res.status !== 302 || !location) throw new Error(`fake provider answered ${res.status}`);
  return new URL(location).searchParams;
}

function text(res: ServerResponse, status: number, body: string): void {
  // No keep-alive: an idle pooled socket the server closes just as the client reuses it fails with
  // ECONNRESET, which a slow test (another server starting in between) would hit now and then.
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', connection: 'close' }).end(body);
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      if (size > MAX_BODY_BYTES) return; // already rejected; just drain the rest
      size += chunk.length;
      if (size > MAX_BODY_BYTES) reject(new Error('body too large'));
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}
