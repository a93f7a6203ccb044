import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import {
  IconFile,
  IconFolder,
  IconFolderOpen,
  IconLayoutNavbarCollapse,
  IconLayoutNavbarExpand,
} from '@tabler/icons-react';
import { useMemo, useState } from 'react';

import { useT } from '../shared/i18n/useT';
import { DemoSection } from '../shared/demoPage/layout';
import { advancePagesNs, type AdvancePagesKey } from './i18n';

interface Node {
  id: string;
  label: string;
  children?: Node[];
}

/** The demo's folders: ids and label keys. */
const folders: readonly [id: string, children: readonly string[]][] = [
  ['documents', ['invoices', 'contracts', 'reports']],
  ['photos', ['holiday', 'family']],
  ['music', ['playlists']],
];

const parentIds = (nodes: readonly Node[]): string[] =>
  nodes.flatMap((node) => (node.children?.length ? [node.id, ...parentIds(node.children)] : []));

const FolderClosed = ({ className }: { className?: string }) => (
  <IconFolder size={18} className={className} aria-hidden />
);
const FolderOpen = ({ className }: { className?: string }) => (
  <IconFolderOpen size={18} className={className} aria-hidden />
);
const File = ({ className }: { className?: string }) => (
  <IconFile size={18} className={className} aria-hidden />
);

const tree = { width: '100%', minWidth: 0 } as const;

/** MUI X's chevrons point right: a collapsed item's points left, towards its label, in RTL. */
const mirrored = (theme: Theme) => ({
  ...tree,
  ...(theme.direction === 'rtl' && { '& .MuiTreeItem-iconContainer svg': { transform: 'scaleX(-1)' } }),
});

/** The tree view page's demos (MUI X's tree view): loaded by `TreeViewScreen` on its own. */
export default function TreeViewDemos() {
  const { t } = useT(advancePagesNs);
  const label = (key: string) => t(`tree.${key}` as AdvancePagesKey);
  const items = useMemo<Node[]>(
    () =>
      folders.map(([id, children]) => ({
        id,
        label: t(`tree.${id}` as AdvancePagesKey),
        children: children.map((child) => ({ id: child, label: t(`tree.${child}` as AdvancePagesKey) })),
      })),
    [t],
  );
  const [selected, setSelected] = useState<string[]>(['invoices']);
  const [checked, setChecked] = useState<string[]>(['photos', 'holiday', 'family']);
  const [expanded, setExpanded] = useState<string[]>([]);
  const names = (ids: readonly string[]) => (ids.length === 0 ? t('tree.none') : ids.map(label).join(', '));

  return (
    <>
      <DemoSection title={t('tree.simple')} column>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('tree.keyboard')}
        </Typography>
        <SimpleTreeView aria-label={t('tree.simple')} sx={mirrored}>
          {folders.map(([id, children]) => (
            <TreeItem key={id} itemId={id} label={label(id)}>
              {children.map((child) => (
                <TreeItem key={child} itemId={child} label={label(child)} />
              ))}
            </TreeItem>
          ))}
          <TreeItem itemId="readme" label={label('readme')} />
        </SimpleTreeView>
      </DemoSection>
      <DemoSection title={t('tree.multiSelect')} column>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('tree.multiSelectHelp')}
        </Typography>
        <RichTreeView
          aria-label={t('tree.multiSelect')}
          items={items}
          multiSelect
          selectedItems={selected}
          onSelectedItemsChange={(_, ids) => setSelected(ids)}
          defaultExpandedItems={['documents']}
          sx={mirrored}
        />
        <Typography role="status" variant="body2">
          {t('tree.selected')}: {names(selected)}
        </Typography>
      </DemoSection>
      <DemoSection title={t('tree.checkboxes')} column>
        <RichTreeView
          aria-label={t('tree.checkboxes')}
          items={items}
          multiSelect
          checkboxSelection
          selectionPropagation={{ descendants: true, parents: true }}
          selectedItems={checked}
          onSelectedItemsChange={(_, ids) => setChecked(ids)}
          defaultExpandedItems={['photos']}
          sx={mirrored}
        />
        <Typography role="status" variant="body2">
          {t('tree.checked', { count: checked.length })}
        </Typography>
      </DemoSection>
      <DemoSection title={t('tree.icons')} column>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button
            size="small"
            variant="outlined"
            startIcon={<IconLayoutNavbarExpand size={18} />}
            onClick={() => setExpanded(parentIds(items))}
          >
            {t('tree.expandAll')}
          </Button>
          <Button
            size="small"
            variant="outlined"
            color="secondary"
            startIcon={<IconLayoutNavbarCollapse size={18} />}
            onClick={() => setExpanded([])}
          >
            {t('tree.collapseAll')}
          </Button>
        </Box>
        <RichTreeView
          aria-label={t('tree.icons')}
          items={items}
          expandedItems={expanded}
          onExpandedItemsChange={(_, ids) => setExpanded(ids)}
          slots={{ expandIcon: FolderClosed, collapseIcon: FolderOpen, endIcon: File }}
          sx={{ ...tree, '& .MuiTreeItem-iconContainer': { color: 'warning.dark' } }}
        />
        <Typography role="status" variant="body2">
          {t('tree.open', { count: expanded.length, total: parentIds(items).length })}
        </Typography>
      </DemoSection>
    </>
  );
}
