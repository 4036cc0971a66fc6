import { CASE_TICKETS } from '@skinbet/shared/games/cases.odds';
import { formatCents } from '@skinbet/shared/money';
import {
  adminCaseResponse,
  adminItemsResponse,
  caseTablePreviewResponse,
  caseTablePublishResponse,
  type AdminCaseDto,
} from '@skinbet/shared/schemas/admin-cases.schemas';
import { useState } from 'react';
import { ItemImage } from '../../../components/ItemImage';
import { useI18n } from '../../../lib/i18n';
import { adminErrorText, useAdminMutation, useAdminQuery } from '../console/admin-api';
import { DateTime, Money } from '../console/cells';
import { ConfirmDialog } from '../console/dialogs';
import { draftBody, liveTable, type DraftRow } from './case-draft';
import styles from './cases.module.css';

/** The weapon of a market hash name (`★ StatTrak™ AK-47 | Redline (Field-Tested)` → `AK-47`), for the drawn fallback. */
const weaponOf = (name: string) =>
  name
    .replace(/^★\s*/, '')
    .replace(/^StatTrak™\s*/, '')
    .split(' | ')[0]!
    .trim();

const rowsOf = (box: AdminCaseDto): DraftRow[] =>
  box.entries.map((entry) => ({
    item_id: entry.item_id,
    name: entry.name,
    image: entry.image,
    price: entry.price,
    tickets: entry.tickets,
    rare: entry.rare,
  }));

/** The editor of one case: loads it, then edits a draft of its next version. */
export function CaseEditor({ caseId, onBack }: { caseId: number; onBack: () => void }) {
  const { t } = useI18n('admin_cases');
  const box = useAdminQuery('/api/admin/cases/get', { case_id: caseId }, adminCaseResponse);
  return (
    <section data-testid="case-editor" data-case-id={caseId}>
      <button type="button" className="button button--small button--ghost" onClick={onBack} data-testid="case-back">
        ← {t('admin_cases.editor.back')}
      </button>
      {box.error && <p role="alert">{adminErrorText(box.error)}</p>}
      {box.data && <Draft key={`${box.data.box.id}:${box.data.box.version}`} box={box.data} />}
    </section>
  );
}

/**
 * The draft: price and contents in published order, tickets per item, the live RTP and table
 * check (the shared function the server publishes with), the server's preview, and publishing
 * with a confirmation; the versions below, each with its openings.
 */
function Draft({ box }: { box: AdminCaseDto }) {
  const { t } = useI18n('admin_cases');
  const [price, setPrice] = useState(String(box.box.price));
  const [rows, setRows] = useState<DraftRow[]>(() => rowsOf(box));
  const [confirming, setConfirming] = useState(false);
  const preview = useAdminMutation('/api/admin/cases/preview', caseTablePreviewResponse);
  const publish = useAdminMutation('/api/admin/cases/publish', caseTablePublishResponse);
  const table = liveTable(box.box.slug, price, rows);
  const total = rows.reduce((sum, row) => sum + row.tickets, 0);
  const nextVersion = Math.max(...box.versions.map((version) => version.version), 0) + 1;
  const update = (index: number, change: Partial<DraftRow>) =>
    setRows((current) => current.map((row, i) => (i === index ? { ...row, ...change } : row)));

  return (
    <>
      <h2>{t('admin_cases.editor.title', { name: box.box.name })}</h2>
      <div className={styles.row}>
        <label className="field">
          <span className="field__label">{t('admin_cases.editor.price')}</span>
          <input
            className={`input ${styles.priceInput}`}
            value={price}
            inputMode="decimal"
            onChange={(event) => setPrice(event.target.value)}
            data-testid="case-price"
          />
        </label>
        <button type="button" className="button button--small button--ghost" onClick={() => setRows(rowsOf(box))}>
          {t('admin_cases.editor.reset')}
        </button>
      </div>
      <div className={styles.summary} data-testid="case-summary">
        <span className={total === CASE_TICKETS ? styles.ok : styles.bad} data-testid="case-total">
          {t('admin_cases.editor.total', { total, needed: CASE_TICKETS })}
        </span>
        {typeof table === 'string' ? (
          <span className={styles.bad} data-testid="case-problem">
            {table === 'bad_price' ? t('admin_cases.editor.price') : t(`admin_cases_api.${table}`)}
          </span>
        ) : (
          <>
            <span data-testid="case-rtp" data-rtp={table.rtpBasisPoints / 100}>
              {t('admin_cases.editor.rtp', { rtp: (table.rtpBasisPoints / 100).toFixed(2) })}
            </span>
            <span>{t('admin_cases.editor.ev', { ev: formatCents(Math.round(table.ticketValueCents / 100_000)) })}</span>
            <span className={styles.hash}>{table.hash}</span>
          </>
        )}
      </div>
      <ContentsTable
        rows={rows}
        onChange={update}
        onRemove={(index) => setRows((current) => current.filter((_, i) => i !== index))}
      />
      <ItemPicker exclude={rows.map((row) => row.item_id)} onAdd={(row) => setRows((current) => [...current, row])} />
      <div className={styles.row}>
        <button
          type="button"
          className="button button--ghost"
          disabled={typeof table === 'string' || preview.isPending}
          onClick={() => preview.mutate(draftBody(box.box.id, price, rows))}
          data-testid="case-preview"
        >
          {t('admin_cases.editor.preview')}
        </button>
        <button
          type="button"
          className="button button--primary"
          disabled={typeof table === 'string'}
          onClick={() => setConfirming(true)}
          data-testid="case-publish"
        >
          {t('admin_cases.editor.publish')}
        </button>
        {preview.data && (
          <span className={styles.muted} data-testid="case-server-preview">
            {t('admin_cases.editor.server_rtp', { rtp: preview.data.rtp.toFixed(2), hash: preview.data.hash })}
          </span>
        )}
        {preview.error && <span className={styles.bad}>{adminErrorText(preview.error)}</span>}
        {publish.data && (
          <span className={styles.ok} data-testid="case-published" data-version={publish.data.version}>
            {t('admin_cases.editor.published', { version: publish.data.version })}
          </span>
        )}
      </div>
      {confirming && typeof table !== 'string' && (
        <ConfirmDialog
          title={t('admin_cases.editor.publish_title', { name: box.box.name })}
          confirmLabel={t('admin_cases.editor.publish')}
          pending={publish.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={() =>
            publish.mutate(draftBody(box.box.id, price, rows), { onSettled: () => setConfirming(false) })
          }
          testId="case-publish-dialog"
        >
          {t('admin_cases.editor.publish_text', {
            version: nextVersion,
            price: formatCents(table.priceCents),
            rtp: (table.rtpBasisPoints / 100).toFixed(2),
            hash: `${table.hash.slice(0, 12)}…`,
          })}
        </ConfirmDialog>
      )}
      <Versions box={box} />
    </>
  );
}

function ContentsTable(props: {
  rows: DraftRow[];
  onChange: (index: number, change: Partial<DraftRow>) => void;
  onRemove: (index: number) => void;
}) {
  const { t } = useI18n('admin_cases');
  // Each row's first ticket: the tickets of the rows above it (ranges are contiguous from 0).
  const starts = props.rows.reduce<number[]>(
    (acc, row, index) => [...acc, index === 0 ? 0 : acc[index - 1]! + props.rows[index - 1]!.tickets],
    [],
  );
  return (
    <table className={styles.contents} data-testid="case-contents">
      <thead>
        <tr>
          <th>{t('admin_cases.editor.item')}</th>
          <th>{t('admin_cases.editor.item_price')}</th>
          <th>{t('admin_cases.editor.tickets')}</th>
          <th>{t('admin_cases.editor.range')}</th>
          <th>{t('admin_cases.editor.chance')}</th>
          <th>{t('admin_cases.editor.rare')}</th>
          <th />
        </tr>
      </thead>
      <tbody>
        {props.rows.map((row, index) => {
          const range = `${starts[index]!}–${starts[index]! + row.tickets - 1}`;
          return (
            <tr key={row.item_id} data-testid="case-content-row" data-item-id={row.item_id}>
              <td>
                <span className={styles.thumb}>
                  <ItemImage src={row.image} name={row.name} weapon={weaponOf(row.name)} rarityColor="#b0c3d9" />
                </span>{' '}
                {row.name}
              </td>
              <td>
                <Money amount={row.price} />
              </td>
              <td>
                <input
                  className={`input ${styles.tickets}`}
                  inputMode="numeric"
                  value={row.tickets}
                  onChange={(event) =>
                    props.onChange(index, { tickets: Math.max(0, Math.trunc(Number(event.target.value) || 0)) })
                  }
                  data-testid="case-tickets"
                />
              </td>
              <td className={styles.muted}>{range}</td>
              <td className={styles.muted}>{(row.tickets / 1_000).toFixed(3)} %</td>
              <td>
                <input
                  type="checkbox"
                  checked={row.rare}
                  onChange={(event) => props.onChange(index, { rare: event.target.checked })}
                />
              </td>
              <td>
                <button
                  type="button"
                  className="button button--small button--ghost"
                  onClick={() => props.onRemove(index)}
                >
                  {t('admin_cases.editor.remove')}
                </button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** Finds catalogue items by name to add to the draft (with no tickets yet). */
function ItemPicker({ exclude, onAdd }: { exclude: number[]; onAdd: (row: DraftRow) => void }) {
  const { t } = useI18n('admin_cases');
  const [query, setQuery] = useState('');
  const [search, setSearch] = useState('');
  const found = useAdminQuery('/api/admin/items/list', { query: search, page: 1 }, adminItemsResponse, {
    enabled: search.length > 1,
  });
  return (
    <div>
      <form
        className={styles.row}
        onSubmit={(event) => {
          event.preventDefault();
          setSearch(query.trim());
        }}
      >
        <label className="field">
          <span className="field__label">{t('admin_cases.editor.add')}</span>
          <input className="input" value={query} onChange={(event) => setQuery(event.target.value)} />
        </label>
        <button type="submit" className="button button--small button--ghost">
          {t('admin_cases.items.search')}
        </button>
      </form>
      {search.length > 1 && found.data && (
        <div className={styles.results}>
          {found.data.items
            .filter((item) => !exclude.includes(item.id))
            .map((item) => (
              <div key={item.id} className={styles.row}>
                <span>
                  #{item.id} {item.market_hash_name} · <Money amount={item.price} />
                </span>
                <button
                  type="button"
                  className="button button--small button--ghost"
                  onClick={() =>
                    onAdd({
                      item_id: item.id,
                      name: item.market_hash_name,
                      image: item.image,
                      price: item.price,
                      tickets: 0,
                      rare: false,
                    })
                  }
                >
                  {t('admin_cases.editor.add_button')}
                </button>
              </div>
            ))}
        </div>
      )}
    </div>
  );
}

function Versions({ box }: { box: AdminCaseDto }) {
  const { t } = useI18n('admin_cases');
  return (
    <>
      <h3>{t('admin_cases.versions.title')}</h3>
      <table className={styles.contents} data-testid="case-versions">
        <thead>
          <tr>
            <th>{t('admin_cases.versions.version')}</th>
            <th>{t('admin_cases.versions.price')}</th>
            <th>{t('admin_cases.versions.rtp')}</th>
            <th>{t('admin_cases.versions.source')}</th>
            <th>{t('admin_cases.versions.openings')}</th>
            <th>{t('admin_cases.versions.created')}</th>
            <th>{t('admin_cases.versions.hash')}</th>
          </tr>
        </thead>
        <tbody>
          {box.versions.map((version) => (
            <tr key={version.version} data-testid="case-version" data-version={version.version}>
              <td>
                {version.version} {version.current && <strong>({t('admin_cases.versions.current')})</strong>}
              </td>
              <td>
                <Money amount={version.price} />
              </td>
              <td>{version.rtp.toFixed(2)} %</td>
              <td>{t(`admin_cases.source.${version.source}`)}</td>
              <td>{version.openings}</td>
              <td>
                <DateTime iso={version.created_at} />
              </td>
              <td className={styles.hash}>{version.hash}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
