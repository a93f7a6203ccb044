import { Draggable, Droppable } from '@hello-pangea/dnd';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconChevronDown, IconEdit, IconGripVertical, IconMessage, IconPlus } from '@tabler/icons-react';
import { formatDay, PresenceAvatar, StatusChip, touchTarget, visuallyHidden } from '@pp/ui';
import { memo, useId, type KeyboardEvent } from 'react';

import type { KanbanT } from '../i18n';
import type { KanbanItem, KanbanProfile, UserStory } from '../types';
import { PRIORITY_COLOUR } from './ItemCard';

/** The droppable types of the backlogs: the stories, and the items of each story. */
export const STORY = 'story';
export const STORY_ITEM = 'story-item';
export const storyDragId = (storyId: string) => `story:${storyId}`;

export interface StoryCardProps {
  story: UserStory;
  index: number;
  expanded: boolean;
  items: ReadonlyMap<string, KanbanItem>;
  profiles: ReadonlyMap<string, KanbanProfile>;
  /** The title of each column (a story's state, an item's place on the board). */
  columnTitles: ReadonlyMap<string, string>;
  /** The column holding each item. */
  itemColumns: ReadonlyMap<string, string>;
  t: KanbanT;
  locale: string;
  onToggle: (storyId: string) => void;
  onEdit: (story: UserStory) => void;
  onOpenItem: (itemId: string) => void;
  onAddItem: (story: UserStory) => void;
}

function Person({ profile, t }: { profile: KanbanProfile | undefined; t: KanbanT }) {
  if (!profile)
    return (
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        {t('common.nobody')}
      </Typography>
    );
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 0.75, minWidth: 0 }}>
      <PresenceAvatar src={profile.avatar} name={profile.name} size={3} />
      <Typography variant="caption" sx={{ overflowWrap: 'break-word', minWidth: 0 }}>
        {profile.name}
      </Typography>
    </Stack>
  );
}

/** A user story: handle, title, priority, state, assignee, due day and comments; its items below. */
export const StoryCard = memo(function StoryCard({
  story,
  index,
  expanded,
  items,
  profiles,
  columnTitles,
  itemColumns,
  t,
  locale,
  onToggle,
  onEdit,
  onOpenItem,
  onAddItem,
}: StoryCardProps) {
  const titleId = useId();
  const itemsId = useId();
  const storyItems = story.itemIds.flatMap((id) => {
    const item = items.get(id);
    return item ? [item] : [];
  });
  const openOnEnter = (itemId: string) => (event: KeyboardEvent) => {
    if (event.key === 'Enter') onOpenItem(itemId);
  };

  return (
    <Draggable draggableId={storyDragId(story.id)} index={index}>
      {(provided, snapshot) => (
        <Box
          ref={provided.innerRef}
          {...provided.draggableProps}
          component="article"
          aria-labelledby={titleId}
          sx={(theme) => ({
            mb: 2,
            bgcolor: 'background.paper',
            border: 1,
            borderColor: snapshot.isDragging ? 'primary.main' : 'divider',
            borderRadius: 2,
            boxShadow: snapshot.isDragging ? theme.shadows[8] : 'none',
          })}
        >
          <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, p: 1.5 }}>
            <Box
              {...provided.dragHandleProps}
              aria-label={t('story.move', { title: story.title })}
              sx={{
                ...touchTarget,
                display: 'flex',
                p: 0.5,
                mt: 0.25,
                borderRadius: 1,
                color: 'text.secondary',
              }}
            >
              <IconGripVertical size={20} stroke={1.5} aria-hidden />
            </Box>
            <IconButton
              size="small"
              aria-label={t('story.show', { title: story.title })}
              aria-expanded={expanded}
              aria-controls={itemsId}
              onClick={() => onToggle(story.id)}
              sx={{ ...touchTarget, transform: expanded ? 'none' : 'rotate(-90deg)' }}
            >
              <IconChevronDown size={18} stroke={1.5} />
            </IconButton>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography
                id={titleId}
                variant="h5"
                component="h3"
                sx={{ overflowWrap: 'break-word', mt: 0.5 }}
              >
                {story.title}
              </Typography>
              <Stack direction="row" sx={{ mt: 1, gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
                <StatusChip
                  size="small"
                  color={PRIORITY_COLOUR[story.priority]}
                  label={t(`priority.${story.priority}`)}
                />
                <StatusChip
                  size="small"
                  variant="outlined"
                  color="secondary"
                  label={columnTitles.get(story.columnId) ?? t('story.noState')}
                />
                <Person profile={profiles.get(story.assign)} t={t} />
                {story.dueDate && (
                  <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                    {t('item.due', { date: formatDay(story.dueDate, { locale }) })}
                  </Typography>
                )}
                {story.commentIds.length > 0 && (
                  <Typography
                    variant="caption"
                    component="span"
                    sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25, color: 'text.secondary' }}
                  >
                    <IconMessage size={14} stroke={1.5} aria-hidden />
                    <span aria-hidden>{story.commentIds.length}</span>
                    <Box component="span" sx={visuallyHidden}>
                      {t('item.commentCount', { count: story.commentIds.length })}
                    </Box>
                  </Typography>
                )}
              </Stack>
            </Box>
            <IconButton
              size="small"
              aria-label={t('story.edit', { title: story.title })}
              onClick={() => onEdit(story)}
              sx={touchTarget}
            >
              <IconEdit size={18} stroke={1.5} />
            </IconButton>
          </Box>
          <Collapse in={expanded} id={itemsId}>
            <Box sx={{ px: 1.5, pb: 1.5 }}>
              <Droppable droppableId={story.id} type={STORY_ITEM}>
                {(drop, dropSnapshot) => (
                  <Box
                    ref={drop.innerRef}
                    {...drop.droppableProps}
                    sx={{
                      p: 0.5,
                      minHeight: 48,
                      borderRadius: 1,
                      bgcolor: dropSnapshot.isDraggingOver ? 'action.hover' : 'transparent',
                    }}
                  >
                    {storyItems.map((item, itemIndex) => (
                      <Draggable key={item.id} draggableId={item.id} index={itemIndex}>
                        {(itemDrag, itemSnapshot) => (
                          <Box
                            ref={itemDrag.innerRef}
                            {...itemDrag.draggableProps}
                            {...itemDrag.dragHandleProps}
                            onClick={() => onOpenItem(item.id)}
                            onKeyDown={openOnEnter(item.id)}
                            sx={{
                              display: 'flex',
                              alignItems: 'center',
                              flexWrap: 'wrap',
                              gap: 1,
                              mb: 0.75,
                              px: 1.5,
                              py: 1,
                              minHeight: 44,
                              bgcolor: 'background.paper',
                              border: 1,
                              borderColor: itemSnapshot.isDragging ? 'primary.main' : 'divider',
                              borderRadius: 1.5,
                              cursor: 'grab',
                              '&:hover': { borderColor: 'primary.light' },
                            }}
                          >
                            <Typography
                              variant="body2"
                              sx={{ flex: '1 1 12rem', minWidth: 0, overflowWrap: 'break-word' }}
                            >
                              {item.title}
                            </Typography>
                            <StatusChip
                              size="small"
                              color={PRIORITY_COLOUR[item.priority]}
                              label={t(`priority.${item.priority}`)}
                            />
                            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                              {columnTitles.get(itemColumns.get(item.id) ?? '') ?? t('story.noState')}
                            </Typography>
                            <Person profile={profiles.get(item.assign)} t={t} />
                          </Box>
                        )}
                      </Draggable>
                    ))}
                    {drop.placeholder}
                    {storyItems.length === 0 && !dropSnapshot.isDraggingOver && (
                      <Typography variant="body2" sx={{ py: 1, px: 1, color: 'text.secondary' }}>
                        {t('story.noItems')}
                      </Typography>
                    )}
                  </Box>
                )}
              </Droppable>
              <Button
                size="small"
                startIcon={<IconPlus size={16} stroke={1.5} aria-hidden />}
                onClick={() => onAddItem(story)}
                sx={{ mt: 0.5 }}
              >
                {t('story.addItem')}
              </Button>
            </Box>
          </Collapse>
        </Box>
      )}
    </Draggable>
  );
});
