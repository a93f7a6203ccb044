/** The labels of the icon galleries in English (the default locale). */
export const en = {
  title: 'Find an icon',
  intro: {
    tabler:
      'Every icon of {{pkg}}. Search by name or category, then pick an icon to see it larger and copy its import line.',
    material:
      'Every icon of {{pkg}}, in five styles. Search by name, then pick an icon to see it larger and copy its import line.',
  },
  loading: 'Loading the icons',
  search: 'Search icons',
  clearSearch: 'Clear the search',
  total: 'Icons: {{n}}',
  matches: 'Matches for “{{query}}”: {{n}}',
  style: 'Style',
  styles: {
    Filled: 'Filled',
    Outlined: 'Outlined',
    Rounded: 'Rounded',
    TwoTone: 'Two tone',
    Sharp: 'Sharp',
  },
  grid: {
    tabler: 'Tabler icons',
    material: 'Material icons',
  },
  empty: {
    title: 'No icon matches “{{query}}”',
    description: 'Try a shorter word, or its English name.',
  },
  dialog: {
    category: 'Category: {{category}}',
    importLine: 'Import line',
    copy: 'Copy the import line',
    close: 'Close',
    copied: 'Import line of {{name}} copied',
    failed: 'The import line could not be copied: select it and copy it yourself.',
  },
};
