/** A create or update mutation of a Content row, as TanStack Query hands it. */
export interface SaveMutation<Body> {
  mutate(body: Body, options: { onSuccess: () => void }): void;
  isPending: boolean;
}

/**
 * How a Content form saves its row: `save(body, onSaved)` creates one when `editing` is null and
 * updates that row (its id added to the body) otherwise; `pending` while either call runs.
 */
export function rowSaver<Body extends object, Id>(
  editing: { id: Id } | null,
  create: SaveMutation<Body>,
  update: SaveMutation<Body & { id: Id }>,
) {
  return {
    pending: create.isPending || update.isPending,
    save(body: Body, onSaved: () => void) {
      if (editing) update.mutate({ ...body, id: editing.id }, { onSuccess: onSaved });
      else create.mutate(body, { onSuccess: onSaved });
    },
  };
}
