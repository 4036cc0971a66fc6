import { PROTOCOL_VERSION } from '@skinbet/shared/events';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import '../../lib/i18n';
import { protocolAnnounced } from '../../lib/protocol-version';
import { ProtocolNotice } from './ProtocolNotice';

describe('ProtocolNotice', () => {
  afterEach(() => protocolAnnounced(PROTOCOL_VERSION));

  it('shows nothing while the server speaks this page’s protocol', () => {
    protocolAnnounced(PROTOCOL_VERSION);
    expect(renderToStaticMarkup(<ProtocolNotice />)).toBe('');
  });

  it('asks for a reload, with a Reload button, once the server speaks another one', () => {
    protocolAnnounced(PROTOCOL_VERSION + 1);
    const html = renderToStaticMarkup(<ProtocolNotice />);
    expect(html).toContain('data-testid="protocol-notice"');
    expect(html).toContain('Сайт обновился');
    expect(html).toMatch(/<button[^>]*>Перезагрузить<\/button>/);
  });
});
