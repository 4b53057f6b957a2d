/**
 * Home Dashboard layout rules: the saved order and hidden widgets applied to the widgets an
 * account and user may see. Pure functions only.
 */

export interface TLayout<T extends string = string> {
  order: T[];
  hidden: T[];
}

/**
 * The layout to show: the saved order of the available widgets, then the available widgets the
 * saved order does not name (new ones) in their default order; hidden keeps available ids only.
 * Without a saved layout, the default order with nothing hidden.
 */
export function resolveDashboardLayout<T extends string>(
  available: readonly T[],
  saved: { order: readonly string[]; hidden: readonly string[] } | null | undefined,
): TLayout<T> {
  if (!saved) return { order: [...available], hidden: [] };
  const isAvailable = (id: string): id is T => (available as readonly string[]).includes(id);
  const order = [...new Set(saved.order)].filter(isAvailable);
  for (const id of available) if (!order.includes(id)) order.push(id);
  const hidden = [...new Set(saved.hidden)].filter(isAvailable);
  return { order, hidden };
}

/**
 * Moves a widget one place up (-1) or down (+1) among the shown widgets: it swaps places with the
 * nearest widget in that direction that is not hidden. At either end nothing changes.
 */
export function moveWidget<T extends string>(
  order: readonly T[],
  id: T,
  by: -1 | 1,
  hidden: readonly T[] = [],
): T[] {
  const next = [...order];
  const from = order.indexOf(id);
  if (from < 0) return next;
  let to = from + by;
  while (to >= 0 && to < order.length && hidden.includes(order[to]!)) to += by;
  if (to < 0 || to >= order.length) return next;
  next[from] = next[to]!;
  next[to] = id;
  return next;
}

/** Hides or shows a widget; its place in the order is kept for when it shows again. */
export function setWidgetHidden<T extends string>(layout: TLayout<T>, id: T, hidden: boolean): TLayout<T> {
  const without = layout.hidden.filter((h) => h !== id);
  return { order: [...layout.order], hidden: hidden ? [...without, id] : without };
}
