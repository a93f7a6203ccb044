/** What a gallery searches: the icons' names and, where the set has them, their categories. */
export interface SearchableSet {
  names: readonly string[];
  groups: readonly string[];
  groupOf: readonly number[];
}

/** A name or query as compared: lower case, without spaces, dashes and underscores (`arrow-left`). */
export const searchKey = (text: string) => text.toLowerCase().replace(/[\s_-]+/g, '');

/**
 * The positions of the icons that match `query` (all of them for an empty query), in name order:
 * the name without its `prefix` contains the query (`arrow left` finds `IconArrowLeft`), or the
 * icon's category starts with it (`buildings`).
 */
export function matchIcons(set: SearchableSet, query: string, prefix = ''): readonly number[] {
  const wanted = searchKey(query);
  const all = set.names.map((_, index) => index);
  if (!wanted) return all;
  const groups = set.groups.map((group) => searchKey(group).startsWith(wanted));
  return all.filter(
    (index) =>
      searchKey((set.names[index] ?? '').slice(prefix.length)).includes(wanted) ||
      groups[set.groupOf[index] ?? -1],
  );
}
