import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ToggleButton from '@mui/material/ToggleButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { JSONContent } from '@tiptap/core';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import {
  IconArrowBackUp,
  IconArrowForwardUp,
  IconBold,
  IconItalic,
  IconList,
  IconListNumbers,
} from '@tabler/icons-react';
import { useId, useState, type ReactNode } from 'react';

import { useT } from '../../shared/i18n/useT';
import { formPagesNs } from '../i18n';
import { hasText, renderRichText } from './richText';

/** One button of the toolbar: a toggle (aria-pressed) or an action. */
function ToolButton({
  label,
  pressed,
  disabled = false,
  onClick,
  children,
}: {
  label: string;
  pressed?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  const button =
    pressed === undefined ? (
      <IconButton aria-label={label} size="small" disabled={disabled} onClick={onClick}>
        {children}
      </IconButton>
    ) : (
      <ToggleButton
        value={label}
        aria-label={label}
        size="small"
        selected={pressed}
        onChange={onClick}
        sx={{ border: 0 }}
      >
        {children}
      </ToggleButton>
    );
  return (
    <Tooltip title={label}>
      <span>{button}</span>
    </Tooltip>
  );
}

/**
 * The rich-text editor of the plugins page (tiptap's starter kit, loaded with this page only): an
 * MUI toolbar (bold, italic, lists as toggles that say whether they are on; undo, redo), and what
 * was written shown back under it from the editor's document, never as HTML.
 */
export default function RichTextEditor() {
  const { t } = useT(formPagesNs);
  const labelId = useId();
  const [doc, setDoc] = useState<JSONContent | null>(null);
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: false, heading: { levels: [2, 3] } })],
    immediatelyRender: true,
    content: {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: t('plugins.sampleLead') },
            { type: 'text', text: t('plugins.sampleBold'), marks: [{ type: 'bold' }] },
            { type: 'text', text: t('plugins.sampleTail') },
          ],
        },
      ],
    },
    editorProps: {
      attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-labelledby': labelId },
    },
    onUpdate: ({ editor: updated }) => setDoc(updated.getJSON()),
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
  const run = () => editor.chain().focus();
  const shown = doc ?? editor.getJSON();

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <Box>
        <Typography id={labelId} variant="subtitle1" component="p" sx={{ mb: 1 }}>
          {t('plugins.editorLabel')}
        </Typography>
        <Box
          sx={(theme) => ({
            border: 1,
            borderColor: 'divider',
            borderRadius: `${theme.shape.borderRadius}px`,
            '&:focus-within': { borderColor: 'primary.main' },
          })}
        >
          <Box
            role="toolbar"
            aria-label={t('plugins.toolbar')}
            sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5, p: 0.5 }}
          >
            <ToolButton
              label={t('plugins.bold')}
              pressed={state.bold}
              onClick={() => run().toggleBold().run()}
            >
              <IconBold size={18} />
            </ToolButton>
            <ToolButton
              label={t('plugins.italic')}
              pressed={state.italic}
              onClick={() => run().toggleItalic().run()}
            >
              <IconItalic size={18} />
            </ToolButton>
            <Divider orientation="vertical" flexItem />
            <ToolButton
              label={t('plugins.bulletList')}
              pressed={state.bulletList}
              onClick={() => run().toggleBulletList().run()}
            >
              <IconList size={18} />
            </ToolButton>
            <ToolButton
              label={t('plugins.orderedList')}
              pressed={state.orderedList}
              onClick={() => run().toggleOrderedList().run()}
            >
              <IconListNumbers size={18} />
            </ToolButton>
            <Divider orientation="vertical" flexItem />
            <ToolButton
              label={t('plugins.undo')}
              disabled={!state.canUndo}
              onClick={() => run().undo().run()}
            >
              <IconArrowBackUp size={18} />
            </ToolButton>
            <ToolButton
              label={t('plugins.redo')}
              disabled={!state.canRedo}
              onClick={() => run().redo().run()}
            >
              <IconArrowForwardUp size={18} />
            </ToolButton>
          </Box>
          <Divider />
          <Box
            sx={{
              '& .ProseMirror': { minHeight: '8rem', px: 2, py: 1, overflowWrap: 'break-word' },
              '& .ProseMirror p': { my: 1 },
              '& .ProseMirror ul, & .ProseMirror ol': { pl: 3 },
            }}
          >
            <EditorContent editor={editor} />
          </Box>
        </Box>
      </Box>
      <Box role="region" aria-label={t('plugins.preview')}>
        <Typography variant="subtitle1" component="p">
          {t('plugins.preview')}
        </Typography>
        <Box sx={{ color: 'text.secondary', overflowWrap: 'break-word' }}>
          {hasText(shown) ? (
            renderRichText(shown)
          ) : (
            <Typography variant="body2">{t('plugins.emptyPreview')}</Typography>
          )}
        </Box>
      </Box>
    </Box>
  );
}
