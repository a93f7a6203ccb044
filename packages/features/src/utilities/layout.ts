/** The root of a utility page: the cards one under the other, a size container for their grids. */
export const pageSx = {
  display: 'grid',
  gap: 3,
  containerType: 'inline-size',
  width: '100%',
  minWidth: 0,
} as const;
