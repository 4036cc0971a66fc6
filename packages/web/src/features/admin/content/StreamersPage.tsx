import { useMemo, useState } from 'react';
import { z } from 'zod';
import { idSchema } from '@skinbet/shared/schemas/common.schemas';
import { useI18n } from '../../../lib/i18n';
import { UserLink } from '../console/cells';
import { adminColumns } from '../console/DataTable';
import { FIRST_PAGE, type TableQuery } from '../console/table-query';
import { pageBody, useStreamerList, useStreamerSet } from './content-api';
import { ContentForm, Field } from './ContentForm';
import { ContentTable } from './ContentTable';
import { numberOf, useSchemaForm } from './schema-form';
import styles from './content.module.css';

type StreamerRow = { id: number; username: string; avatar: string; banned: boolean };
const column = adminColumns<StreamerRow>();
const addSchema = z.object({ user_id: idSchema });

/** `/admin/content/streamers`: users shown in the streamers panel (banned ones are hidden there); add or remove one. */
export function StreamersPage() {
  const { t } = useI18n('admin_content');
  const [query, setQuery] = useState<TableQuery>(FIRST_PAGE);
  const list = useStreamerList(pageBody(query, { query: query.filters.username ?? '' }));
  const setStreamer = useStreamerSet();
  const form = useSchemaForm(addSchema);
  const [userId, setUserId] = useState('');

  const columns = useMemo(
    () => [
      column.accessor('username', {
        header: t('admin_content.streamers.user'),
        enableSorting: false,
        meta: { filter: 'text', filterLabel: t('admin_content.streamers.search') },
        cell: ({ row }) => (
          <span>
            <UserLink id={row.original.id} name={row.original.username} />{' '}
            {row.original.banned && <span className={styles.muted}>{t('admin_content.streamers.banned')}</span>}
          </span>
        ),
      }),
      column.display({
        id: 'actions',
        header: '',
        cell: ({ row }) => (
          <button
            type="button"
            className="button button--ghost"
            onClick={() => setStreamer.mutate({ user_id: row.original.id, is_youtuber: false })}
            disabled={setStreamer.isPending}
            data-testid={`streamer-remove-${row.original.id}`}
          >
            {t('admin_content.streamers.remove')}
          </button>
        ),
      }),
    ],
    [t, setStreamer],
  );

  return (
    <>
      <ContentForm
        onSubmit={() => {
          const body = form.check({ user_id: numberOf(userId) });
          if (body) setStreamer.mutate({ ...body, is_youtuber: true }, { onSuccess: () => setUserId('') });
        }}
        submitLabel={t('admin_content.streamers.add')}
        pending={setStreamer.isPending}
      >
        <Field label={t('admin_content.streamers.user_id')}>
          <input
            className={form.inputClass('user_id')}
            inputMode="numeric"
            value={userId}
            onChange={(event) => setUserId(event.target.value)}
          />
        </Field>
      </ContentForm>
      <ContentTable columns={columns} list={list} query={query} onQueryChange={setQuery} testId="streamers-table" />
    </>
  );
}
