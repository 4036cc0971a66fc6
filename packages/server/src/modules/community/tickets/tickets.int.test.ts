import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  TICKET_LIMITS,
  ticketMessagesResponse,
  ticketSendMessageResponse,
  ticketsListResponse,
  ticketWithMessagesSchema,
} from '@skinbet/shared/schemas/tickets.schemas';
import { recordEvents } from '../../../realtime/realtime.int-support';
import { createUser } from '../../../test/factories';
import { useTestServer } from '../../../test/use-test-server';
import { EXIF_SECRETS, jpegWithExif, png, svgFile, textFile } from './ticket-fixtures.int-support';
import { getJson, getRaw, openTicket, sendForm, type Upload } from './tickets.int-support';

/**
 * Support tickets through HTTP and sockets, the player's side
 * (docs/community/tickets.md "Rules"): forms with images judged by their bytes and stored
 * without metadata, tickets and images reachable only by their player and staff, one active
 * ticket, closed tickets, the poll.
 */
describe('support tickets', () => {
  const server = useTestServer();
  const refusal = (message: string) => ({ status: 'error', message });

  const player = () => createUser(server.ctx);
  const send = (token: string, fields: Record<string, string | number>, images: Upload[] = []) =>
    sendForm(server, '/api/tickets/sendMessage', fields, { token, images });

  it('stores a photo re-encoded without its EXIF and serves it to its player with safe headers', async () => {
    const { token } = await player();
    const ticket = await openTicket(server, token, {}, [
      { bytes: await jpegWithExif(), name: 'IMG_0001.JPG', type: 'image/jpeg' },
    ]);
    expect(ticketWithMessagesSchema.parse(ticket)).toMatchObject({
      status: 0,
      game: null,
      round_id: null,
      compensated: null,
    });
    const [first] = ticket.messages;
    expect(first).toMatchObject({ is_staff: false, message: 'Please check my last round' });
    expect(first!.image).toMatch(/^\/api\/tickets\/images\/[0-9a-f]{32}$/);

    const image = await getRaw(server, first!.image!, token);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(image.headers.get('cache-control')).toMatch(/^private/);
    expect(image.headers.get('content-disposition')).toBe('inline');
    const meta = await sharp(image.bytes).metadata();
    expect(meta.exif).toBeUndefined();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 20, 40]);
    for (const secret of Object.values(EXIF_SECRETS)) expect(image.bytes.includes(secret)).toBe(false);
  });

  it('refuses a file that is not an image whatever its name and type say, and creates nothing', async () => {
    const { token } = await player();
    for (const bytes of [textFile(), svgFile()]) {
      const response = await sendForm(
        server,
        '/api/tickets/create',
        { title: 'Screenshot', message: 'See the picture' },
        { token, images: [{ bytes, name: 'screenshot.png', type: 'image/png' }] },
      );
      expect(response).toEqual({ status: 400, body: refusal('ticket_api.not_image') });
    }
    const list = await server.post('/api/tickets/get', {}, token);
    expect(ticketsListResponse.parse(list.body).tickets).toEqual([]);
  });

  it('keeps a ticket and its images from anyone but its player and staff (404, as if they did not exist)', async () => {
    const owner = await player();
    const stranger = await player();
    const moderator = await createUser(server.ctx, { isModerator: true });
    const ticket = await openTicket(server, owner.token, {}, [{ bytes: await png() }]);
    const imagePath = ticket.messages[0]!.image!;
    const notFound = refusal('ticket_api.ticket_not_found');

    expect(await server.post('/api/tickets/getById', { id: ticket.id }, stranger.token)).toEqual({
      status: 404,
      body: notFound,
    });
    expect(await getJson(server, `/api/tickets/${ticket.id}/messages`, stranger.token)).toEqual({
      status: 404,
      body: notFound,
    });
    expect(await send(stranger.token, { id: ticket.id, message: 'hello there' })).toEqual({
      status: 404,
      body: notFound,
    });
    expect(await server.post('/api/tickets/close', { id: ticket.id }, stranger.token)).toEqual({
      status: 404,
      body: notFound,
    });
    // A foreign image, a made-up one and a malformed id all answer the same.
    for (const path of [imagePath, `/api/tickets/images/${'0'.repeat(32)}`, '/api/tickets/images/..%2F..%2Fetc']) {
      expect(await getJson(server, path, stranger.token)).toEqual({
        status: 404,
        body: refusal('ticket_api.image_not_found'),
      });
    }
    expect((await getRaw(server, imagePath)).status).toBe(401);
    // A ticket id that does not exist reads exactly like a foreign one.
    expect(await server.post('/api/tickets/getById', { id: 2_000_000_000 }, stranger.token)).toEqual({
      status: 404,
      body: notFound,
    });

    // Staff read it to answer it.
    expect((await server.post('/api/tickets/getById', { id: ticket.id }, moderator.token)).status).toBe(200);
    expect((await getRaw(server, imagePath, moderator.token)).status).toBe(200);
    expect((await getRaw(server, imagePath, owner.token)).headers.get('content-type')).toBe('image/png');
  });

  it('allows one active ticket at a time, even for creations racing each other', async () => {
    const { token } = await player();
    const racing = await Promise.all(
      Array.from({ length: 5 }, (_, index) =>
        sendForm(server, '/api/tickets/create', { title: `Race ${index}`, message: 'first one wins' }, { token }),
      ),
    );
    expect(racing.map((response) => response.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(racing.filter((response) => response.status === 409).map((response) => response.body)).toEqual(
      Array(4).fill(refusal('ticket_api.close_previous')),
    );
    const open = racing.find((response) => response.status === 200)!.body.ticket;

    const closed = await server.post('/api/tickets/close', { id: open.id }, token);
    expect(closed).toEqual({ status: 200, body: { status: 'success' } });
    const next = await openTicket(server, token);
    const list = ticketsListResponse.parse((await server.post('/api/tickets/get', {}, token)).body);
    expect(list.tickets.map((ticket) => [ticket.id, ticket.status])).toEqual([
      [next.id, 0],
      [open.id, 1],
    ]);
    expect(list.tickets[1]!.content).toBe('first one wins');
  });

  it('takes no messages on a closed ticket and closes it only once', async () => {
    const { token } = await player();
    const ticket = await openTicket(server, token);
    await server.post('/api/tickets/close', { id: ticket.id }, token);
    expect(await send(token, { id: ticket.id, message: 'one more thing' })).toEqual({
      status: 409,
      body: refusal('ticket_api.already_closed'),
    });
    expect(await server.post('/api/tickets/close', { id: ticket.id }, token)).toEqual({
      status: 409,
      body: refusal('ticket_api.already_closed'),
    });
  });

  it('answers the poll with the messages after after_id, and the status, live to the player’s other tabs', async () => {
    const { token } = await player();
    const socket = await server.socket({ token });
    const events = recordEvents(socket, 'ticketMessage');
    const ticket = await openTicket(server, token);
    const firstId = ticket.messages[0]!.id;

    const second = await send(token, { id: ticket.id, message: 'second message' }, [{ bytes: await png(8, 8) }]);
    expect(second.status).toBe(200);
    const stored = ticketSendMessageResponse.parse(second.body).message;
    expect(stored).toMatchObject({ ticket_id: ticket.id, is_staff: false, message: 'second message' });
    expect(stored.image).toMatch(/^\/api\/tickets\/images\//);
    await send(token, { id: ticket.id, message: 'third message' });

    const all = ticketMessagesResponse.parse((await getJson(server, `/api/tickets/${ticket.id}/messages`, token)).body);
    expect(all.messages.map((message) => message.message)).toEqual([
      'Please check my last round',
      'second message',
      'third message',
    ]);
    const after = await getJson(server, `/api/tickets/${ticket.id}/messages?after_id=${stored.id}`, token);
    expect(after.body).toMatchObject({ status: 0, messages: [{ message: 'third message' }] });
    const none = await getJson(server, `/api/tickets/${ticket.id}/messages?after_id=${stored.id + 1_000_000}`, token);
    expect(none.body).toEqual({ status: 0, messages: [] });
    expect(
      (await getJson(server, `/api/tickets/${ticket.id}/messages?after_id=${firstId}`, token)).body.messages,
    ).toHaveLength(2);

    await server.post('/api/tickets/close', { id: ticket.id }, token);
    expect((await getJson(server, `/api/tickets/${ticket.id}/messages?after_id=${firstId}`, token)).body.status).toBe(
      1,
    );
    expect((await events.until(3)).map((event) => event.message)).toEqual([
      'Please check my last round',
      'second message',
      'third message',
    ]);
  });

  it('refuses bad texts and ids with their own keys', async () => {
    const { token } = await player();
    const create = (fields: Record<string, string | number>) =>
      sendForm(server, '/api/tickets/create', fields, { token });
    const cases: Array<[Record<string, string | number>, string]> = [
      [{ message: 'no title here' }, 'ticket_api.title_empty'],
      [{ title: '  ', message: 'blank title' }, 'ticket_api.title_empty'],
      [{ title: 'ab', message: 'short title' }, 'ticket_api.title_too_short'],
      [{ title: 'x'.repeat(TICKET_LIMITS.titleMax + 1), message: 'long title' }, 'ticket_api.title_too_long'],
      [{ title: 'Fine title' }, 'ticket_api.message_empty'],
      [{ title: 'Fine title', message: 'a' }, 'ticket_api.message_too_short'],
      [{ title: 'Fine title', message: 'y'.repeat(TICKET_LIMITS.messageMax + 1) }, 'ticket_api.message_too_long'],
      // Longer than the form's field limit: cut by the parser, still too long.
      [{ title: 'Fine title', message: 'z'.repeat(50_000) }, 'ticket_api.message_too_long'],
      [{ title: 'Fine title', message: 'round without a game', round_id: 5 }, 'app_api.invalid_request'],
      [{ title: 'Fine title', message: 'unknown game', game: 'roulette', round_id: 5 }, 'app_api.invalid_request'],
    ];
    for (const [fields, key] of cases) {
      expect(await create(fields), key).toEqual({ status: 400, body: refusal(key) });
    }
    for (const id of ['abc', '0', '-3']) {
      expect(await send(token, { id, message: 'hello there' })).toEqual({
        status: 400,
        body: refusal('ticket_api.invalid_id'),
      });
    }
    expect(await server.post('/api/tickets/close', { id: 'x' }, token)).toEqual({
      status: 400,
      body: refusal('ticket_api.invalid_id'),
    });
    expect(await getJson(server, '/api/tickets/abc/messages', token)).toEqual({
      status: 400,
      body: refusal('ticket_api.invalid_id'),
    });
  });

  it('refuses an oversized image, a second file and a file under another name', async () => {
    const { token } = await player();
    const fields = { title: 'Fine title', message: 'with pictures' };
    const big = Buffer.concat([await png(), Buffer.alloc(TICKET_LIMITS.imageMaxBytes)]);
    expect(await sendForm(server, '/api/tickets/create', fields, { token, images: [{ bytes: big }] })).toEqual({
      status: 413,
      body: refusal('ticket_api.image_too_large'),
    });
    const two = [{ bytes: await png() }, { bytes: await png(), field: 'image2' }];
    expect((await sendForm(server, '/api/tickets/create', fields, { token, images: two })).body).toEqual(
      refusal('app_api.invalid_request'),
    );
    const renamed = [{ bytes: await png(), field: 'file' }];
    expect((await sendForm(server, '/api/tickets/create', fields, { token, images: renamed })).body).toEqual(
      refusal('app_api.invalid_request'),
    );
    expect((await server.post('/api/tickets/get', {}, token)).body.tickets).toEqual([]);
  });

  it('takes a JSON body without an image, names a fairness round, and keeps multipart out of other routes', async () => {
    const { token } = await player();
    const created = await server.post(
      '/api/tickets/create',
      { title: 'Crash mismatch', message: 'The verifier disagrees', game: 'crash', round_id: 42 },
      token,
    );
    expect(created.status).toBe(200);
    expect(created.body.ticket).toMatchObject({ subject: 'Crash mismatch', game: 'crash', round_id: 42 });

    const form = await sendForm(server, '/api/tickets/close', { id: created.body.ticket.id }, { token });
    expect(form).toEqual({ status: 415, body: refusal('app_api.invalid_request') });
  });

  it('allows a day’s worth of images per player, and text messages after that', async () => {
    const { token } = await player();
    const small = [{ bytes: await png(4, 4) }];
    const ticket = await openTicket(server, token, {}, small);
    for (let sent = 1; sent < TICKET_LIMITS.imagesPerDay; sent += 1) {
      expect((await send(token, { id: ticket.id, message: `picture ${sent}` }, small)).status).toBe(200);
    }
    expect(await send(token, { id: ticket.id, message: 'one picture too many' }, small)).toEqual({
      status: 429,
      body: refusal('ticket_api.image_limit'),
    });
    expect((await send(token, { id: ticket.id, message: 'words still pass' })).status).toBe(200);
  });

  it('takes the SPEC’s `create {ticket}` JSON shape too', async () => {
    const { token } = await player();
    const created = await server.post(
      '/api/tickets/create',
      { ticket: { title: 'Wrapped', message: 'in ticket' } },
      token,
    );
    expect(created.status).toBe(200);
    expect(created.body.ticket).toMatchObject({ subject: 'Wrapped', content: 'in ticket' });
  });

  it('needs the page’s own origin for a form signed in by the cookie', async () => {
    const { token } = await player();
    const cookie = { cookie: `sid=${token}` };
    const fields = { title: 'From the page', message: 'sent with the cookie' };
    const foreign = await sendForm(server, '/api/tickets/create', fields, {
      headers: { ...cookie, origin: 'https://evil.example' },
    });
    expect(foreign).toEqual({ status: 403, body: refusal('app_api.forbidden_origin') });
    const unplaced = await sendForm(server, '/api/tickets/create', fields, { headers: cookie });
    expect(unplaced).toEqual({ status: 403, body: refusal('app_api.forbidden_origin') });
    const own = await sendForm(server, '/api/tickets/create', fields, { headers: { ...cookie, origin: server.url } });
    expect(own.status).toBe(200);
  });
});
