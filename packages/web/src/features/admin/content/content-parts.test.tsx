import i18next from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18nReady } from '../../../lib/i18n';
import { CheckField, ContentForm, Field } from './ContentForm';
import { rowSaver } from './row-saver';

const mutation = () => ({ mutate: vi.fn(), isPending: false });

describe('rowSaver', () => {
  it('creates when nothing is being edited', () => {
    const create = mutation();
    const update = mutation();
    const onSaved = () => undefined;
    rowSaver<{ text: string }, number>(null, create, update).save({ text: 'a' }, onSaved);
    expect(create.mutate).toHaveBeenCalledWith({ text: 'a' }, { onSuccess: onSaved });
    expect(update.mutate).not.toHaveBeenCalled();
  });

  it('updates the edited row with its id, and waits while either call runs', () => {
    const create = mutation();
    const update = { ...mutation(), isPending: true };
    const saver = rowSaver<{ text: string }, number>({ id: 7 }, create, update);
    saver.save({ text: 'b' }, () => undefined);
    expect(update.mutate).toHaveBeenCalledWith({ text: 'b', id: 7 }, expect.anything());
    expect(create.mutate).not.toHaveBeenCalled();
    expect(saver.pending).toBe(true);
  });
});

describe('ContentForm', () => {
  beforeAll(async () => {
    await i18nReady;
    await i18next.loadNamespaces('admin_content');
  });

  const render = (props: { onCancel?: () => void; invalid?: boolean; pending?: boolean }) =>
    renderToStaticMarkup(
      <ContentForm onSubmit={() => undefined} submitLabel="Go" pending={props.pending ?? false} testId="f" {...props}>
        <Field label="Name" wide>
          <input />
        </Field>
        <CheckField label="On" checked onChange={() => undefined} testId="on" />
      </ContentForm>,
    );

  it('shows the cancel button only when editing, and the invalid note only after a refusal', () => {
    const plain = render({});
    expect(plain).toContain('data-testid="f"');
    expect(plain).toContain('Go');
    expect(plain).not.toContain(i18next.t('admin_content.cancel', { ns: 'admin_content' }));
    expect(plain).not.toContain(i18next.t('admin_content.form.invalid', { ns: 'admin_content' }));
    const editing = render({ onCancel: () => undefined, invalid: true });
    expect(editing).toContain(i18next.t('admin_content.cancel', { ns: 'admin_content' }));
    expect(editing).toContain(i18next.t('admin_content.form.invalid', { ns: 'admin_content' }));
  });

  it('disables the submit button while the call runs', () => {
    expect(render({ pending: true })).toMatch(/<button type="submit"[^>]*disabled/);
    expect(render({ pending: false })).not.toMatch(/<button type="submit"[^>]*disabled/);
  });
});
