/**
 * The widget order after dropping widget `id` on widget `target` (drag and drop on the dashboard):
 * `id` takes the target's place among the shown widgets and the ones between them shift by one
 * place, as in any sortable list. Hidden widgets keep their places in the order (the move buttons
 * skip them too), so showing one again puts it back where it was. Dropping a widget on itself, on a
 * hidden widget or on one the order does not name changes nothing.
 */
export function dropWidget<T extends string>(
  order: readonly T[],
  hidden: readonly T[],
  id: T,
  target: T,
): T[] {
  const shown = order.filter((w) => !hidden.includes(w));
  const from = shown.indexOf(id);
  const to = shown.indexOf(target);
  if (from < 0 || to < 0 || from === to) return [...order];
  shown.splice(from, 1);
  shown.splice(to, 0, id);
  let next = 0;
  return order.map((w) => (hidden.includes(w) ? w : shown[next++]!));
}
