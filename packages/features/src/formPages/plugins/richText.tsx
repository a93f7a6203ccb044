import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { JSONContent } from '@tiptap/core';
import { Fragment, type ReactNode } from 'react';

/**
 * The editor's document (its JSON) as React nodes: text stays text and every element is one we
 * chose, so what was written can never become markup of its own (DESIGN.md: user text is rendered
 * as text). Headings are shown as bold paragraphs, links as their text: the page outline stays the
 * page's.
 */
export function renderRichText(doc: JSONContent): ReactNode {
  return renderNodes(doc.content);
}

function renderNodes(nodes: readonly JSONContent[] | undefined): ReactNode {
  return nodes?.map((node, index) => <Fragment key={index}>{renderNode(node)}</Fragment>);
}

function renderMarks(text: string, marks: JSONContent['marks']): ReactNode {
  let out: ReactNode = text;
  for (const mark of marks ?? []) {
    if (mark.type === 'bold') out = <strong>{out}</strong>;
    else if (mark.type === 'italic') out = <em>{out}</em>;
    else if (mark.type === 'strike') out = <s>{out}</s>;
    else if (mark.type === 'underline') out = <u>{out}</u>;
    else if (mark.type === 'code') out = <code>{out}</code>;
  }
  return out;
}

function renderNode(node: JSONContent): ReactNode {
  const children = renderNodes(node.content);
  switch (node.type) {
    case 'text':
      return renderMarks(node.text ?? '', node.marks);
    case 'paragraph':
      return (
        <Typography variant="body1" sx={{ my: 1, minHeight: '1.5em' }}>
          {children}
        </Typography>
      );
    case 'heading':
      return (
        <Typography variant="body1" sx={{ my: 1, fontWeight: 600 }}>
          {children}
        </Typography>
      );
    case 'bulletList':
      return (
        <Box component="ul" sx={{ my: 1, pl: 3 }}>
          {children}
        </Box>
      );
    case 'orderedList':
      return (
        <Box component="ol" sx={{ my: 1, pl: 3 }}>
          {children}
        </Box>
      );
    case 'listItem':
      return <li>{children}</li>;
    case 'blockquote':
      return (
        <Box
          component="blockquote"
          sx={{ my: 1, mx: 0, pl: 2, borderInlineStart: 3, borderColor: 'divider' }}
        >
          {children}
        </Box>
      );
    case 'codeBlock':
      return (
        <Box
          component="pre"
          sx={{ my: 1, p: 1.5, bgcolor: 'action.hover', borderRadius: 1, overflowX: 'auto' }}
        >
          <code>{children}</code>
        </Box>
      );
    case 'hardBreak':
      return <br />;
    case 'horizontalRule':
      return <Box component="hr" sx={{ border: 0, borderTop: 1, borderColor: 'divider' }} />;
    default:
      return children;
  }
}

/** Whether the document holds any text. */
export function hasText(doc: JSONContent): boolean {
  return (doc.text ?? '').trim() !== '' || (doc.content ?? []).some(hasText);
}
